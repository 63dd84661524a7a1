import { listingSchemas } from "~/lib/account-schemas";
import { locatePostcode } from "~/services/geo.server";

/**
 * The listing forms' schemas as the server checks them: the browser's rules, and a postcode
 * that resolves to a postcode district (else "Please enter a valid UK postcode", as for a
 * malformed one). A listing with an unplaceable postcode would silently drop out of distance search.
 */
export const {
  listing: serverListingSchema,
  signup: serverSignupSchema,
  profile: serverProfileSchema,
} = listingSchemas((postcode) => locatePostcode(postcode) !== null);
