/** Height of the top bar of every screen; toasts are placed below it. */
export const HEADER_HEIGHT_PX = 64;
