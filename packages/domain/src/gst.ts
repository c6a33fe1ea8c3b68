// GST on the meal plans (issue 15 point 5): 5 % under SAC 996331, supplied inside Odisha, so the
// tax is split into CGST 2.5 % and SGST 2.5 %. Every figure is in integer paise; the invoice prints
// rupees with paise. No float ever decides a paisa.

/** Services Accounting Code for the meal-plan service. */
export const SAC_CODE = '996331';
export const SAC_DESCRIPTION = 'Meal plan subscription: cooked food supplied and delivered';

/** Basis points (1 % = 100), so rates stay integers: 5 % = 500, each half 250. */
export const GST_RATE_BP = 500;
export const CGST_RATE_BP = 250;
export const SGST_RATE_BP = 250;

export interface TaxSplit {
  /** Taxable value after discount, paise. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** taxable + CGST + SGST, paise: what the invoice totals. */
  totalPaise: number;
}

/** Integer division rounding half up (both operands non-negative). */
function roundedDivide(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The tax split of `amountPaise`.
 *
 * Prices that include GST (the default): the amount received is the total. Each half of the tax is
 * amount × 2.5/105 rounded half up to a paisa, CGST and SGST are that same figure, and the taxable
 * value is what is left, so taxable + CGST + SGST is exactly the amount received (decision 112).
 *
 * Prices that exclude GST: the amount is the taxable value; each half is taxable × 2.5 % rounded
 * half up, added on top.
 */
export function taxSplit(amountPaise: number, pricesIncludeGst: boolean): TaxSplit {
  if (!Number.isInteger(amountPaise) || amountPaise < 0) {
    throw new RangeError(`amount must be whole paise, 0 or more: ${amountPaise}`);
  }
  if (pricesIncludeGst) {
    const half = roundedDivide(amountPaise * CGST_RATE_BP, 10_000 + GST_RATE_BP);
    return {
      taxablePaise: amountPaise - 2 * half,
      cgstPaise: half,
      sgstPaise: half,
      totalPaise: amountPaise,
    };
  }
  const half = roundedDivide(amountPaise * CGST_RATE_BP, 10_000);
  return {
    taxablePaise: amountPaise,
    cgstPaise: half,
    sgstPaise: half,
    totalPaise: amountPaise + 2 * half,
  };
}

/**
 * The GST a customer pays on top of `taxable` whole rupees (the price after coupon and meal
 * credits) when the operator's prices exclude GST: 5 % rounded half up to the rupee, because every
 * charge is whole rupees (decision 124). Nothing is added when prices include GST (the default).
 */
export function gstOnTop(taxable: number, pricesIncludeGst: boolean): number {
  if (!Number.isInteger(taxable) || taxable < 0) {
    throw new RangeError(`taxable value must be whole rupees, 0 or more: ${taxable}`);
  }
  return pricesIncludeGst ? 0 : roundedDivide(taxable * GST_RATE_BP, 10_000);
}

/**
 * The split of `amountPaise` received for (or refunded from) a charge of `charge.totalPaise` of
 * which `charge.gstPaise` was GST added on top: the tax is that same share of the amount, each half
 * rounded half up to a paisa, and the taxable value is the rest. For the whole charge the split is
 * exactly what was charged (GST is whole rupees, so each half is whole paise); for a part (cash
 * owed after a cancel mid-plan, a refund) taxable + CGST + SGST is still exactly the amount.
 */
export function taxSplitOfCharge(
  amountPaise: number,
  charge: { totalPaise: number; gstPaise: number },
): TaxSplit {
  if (!Number.isInteger(amountPaise) || amountPaise < 0) {
    throw new RangeError(`amount must be whole paise, 0 or more: ${amountPaise}`);
  }
  const half =
    charge.totalPaise > 0 ? roundedDivide(amountPaise * charge.gstPaise, 2 * charge.totalPaise) : 0;
  return {
    taxablePaise: amountPaise - 2 * half,
    cgstPaise: half,
    sgstPaise: half,
    totalPaise: amountPaise,
  };
}

/** Whole rupees as paise. */
export const paiseOf = (rupees: number) => rupees * 100;

/** '2.5%' from basis points. */
export const formatRate = (bp: number) => `${bp / 100}%`;
