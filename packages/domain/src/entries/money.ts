/** Money as it is typed, validated and stored. */
export { MAX_MONEY, moneySchema } from '../money/money-schema.ts';
export { parseMoney } from '../money/parse-money.ts';
export { roundMoney } from '../money/round-money.ts';
