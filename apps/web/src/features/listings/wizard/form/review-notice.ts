/**
 * Whether a save sent the listing back to review: it was approved when the dialog opened and the
 * save's answer is not (an owner's change of what staff review, packages/domain/src/listings/
 * edit-review.ts). The dialog then says so in its success message.
 */
export function wentBackToReview(wasApproved: boolean, saved: { isapproved: boolean }): boolean {
  return wasApproved && !saved.isapproved;
}
