/** Whole rupees in the Indian grouping, without the sign: 125000 → "1,25,000". */
export const formatRupees = (amount: number): string => new Intl.NumberFormat("en-IN").format(amount);
