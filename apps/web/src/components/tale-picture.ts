/** How wide a tale page's picture is drawn, for `sizes`: the whole screen on a phone, half of it beside the text on a wide one. */
export const TALE_PICTURE_SIZES = '(min-width: 1024px) 50vw, 100vw';
