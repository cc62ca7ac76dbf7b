export const LAYOUT = {
  notificationListHeightPx: 300,
  formMinHeightPx: 868,
  popoverCardWidthPx: 307,
  cardMaxWidthPx: 485,
  graphWidthPx: 1290,
  graphHeightPx: 800,
  maxSnackbars: 3,
  descriptionTruncationWords: 70,
} as const;
