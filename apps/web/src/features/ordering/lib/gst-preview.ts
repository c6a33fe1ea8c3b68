import { gstOnTop } from '@fitthali/domain/gst';
import type { OrderPreview } from './order-preview';

/**
 * The order's figures with GST added on top of the total (after coupon and credits) when the
 * operator's prices exclude it, by the domain rule the server charges with (decision 124).
 */
export function withGst<T extends OrderPreview>(preview: T, pricesIncludeGst: boolean): T {
  const gst = gstOnTop(preview.total, pricesIncludeGst);
  return { ...preview, total: preview.total + gst, gst, pricesIncludeGst };
}
