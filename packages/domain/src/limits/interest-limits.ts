/** Limits of interests and their threads. */
export const INTEREST_LIMITS = {
  /** Characters of the interest's message and of every message of its thread. */
  messageMax: 2_000,
  /** New interests a user may open per day and per minute. */
  perUserPerDay: 20,
  perUserPerMinute: 5,
  /** Files attached to one message. */
  attachmentsPerMessage: 5,
  /** At most one e-mail per thread and recipient within this many minutes. */
  mailEveryMinutes: 15,
  /** Characters of a message an e-mail may quote. */
  mailQuoteMax: 140,
  /** Text of 'Outro' as a lost reason. */
  lostTextMax: 500,
} as const;
