/**
 * The public page of one review's report form. A module of its own: every profile page links to
 * it, and the labels and texts of ~/lib/review-reports belong to the report form and the admin
 * queue, not to the profile's first load.
 */
export const reportReviewPath = (reviewId: string) => `/reviews/${reviewId}/report`;
