/** Where each owner's media live in storage: one folder per child and per tale, erased as a whole. */
export const childFolder = (childId: number) => `children/${childId}/`;
export const taleFolder = (taleId: number) => `tales/${taleId}/`;
