/** A legal text as data: sections of paragraphs and lists, turned into HTML with every value escaped. */
export interface Section {
  heading: string;
  body: Array<string | string[]>;
}

export interface LegalText {
  title: string;
  sections: Section[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderHtml(text: LegalText): string {
  return text.sections
    .map(({ heading, body }) =>
      [
        `<h2>${escapeHtml(heading)}</h2>`,
        ...body.map((block) =>
          typeof block === 'string'
            ? `<p>${escapeHtml(block)}</p>`
            : `<ul>${block.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
        ),
      ].join('\n'),
    )
    .join('\n');
}
