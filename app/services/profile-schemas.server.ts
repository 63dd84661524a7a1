import { profileSchemas, proposedValuesSchema } from "~/lib/account-schemas";
import { locatePostcode } from "~/services/geo.server";

/**
 * The profile forms' schemas as the server checks them: the browser's rules, and a postcode
 * that resolves to a postcode district (else "Please enter a valid UK postcode", as for a
 * malformed one). A profile with an unplaceable postcode would silently drop out of distance search.
 */
export const {
  fields: serverProfileFieldsSchema,
  signup: serverSignupSchema,
  profile: serverProfileSchema,
} = profileSchemas((postcode) => locatePostcode(postcode) !== null);

/** A live listing's waiting change as the server checks it again on approval (decision 0022), postcode placement included. */
export const serverProposedValuesSchema = proposedValuesSchema((postcode) => locatePostcode(postcode) !== null);
