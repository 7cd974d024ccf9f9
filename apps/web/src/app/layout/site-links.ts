import { footerLinkGroups } from '@shop/domain';
import { HELP_CENTER_URL, PRODUCT_VIDEOS_URL } from '../../lib/site';

/** The shop's fixed links: one definition in the domain, which the API's link check also reads. */
export { MAIN_COLLECTIONS, PAYMENT_METHODS } from '@shop/domain';

/** Every footer link of the spec's route list, plus the external help-center and product-video links. */
export const FOOTER_LINK_GROUPS = footerLinkGroups({
  helpCenterUrl: HELP_CENTER_URL,
  productVideosUrl: PRODUCT_VIDEOS_URL,
});
