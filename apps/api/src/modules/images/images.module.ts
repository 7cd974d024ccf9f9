/** The images module (decision 069, the module contract): stored pictures, product images, editor pictures. */
import { PICTURE_UPLOAD_PATHS } from '@shop/domain';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminWriteRouteOptions } from '../admin/admin.auth.js';
import type { PictureProducts } from './admin.images.js';
import { ADMIN_PRODUCT_IMAGES_PATH, adminImagesRoutes, adminImagesTable } from './admin.images.routes.js';
import { storedSrcsetOf } from './admin.pictures.js';
import { adminPicturesRoutes, adminPicturesTable } from './admin.pictures.routes.js';
import { imageRoutes, imagesTable, type ReviewPhotoCaching } from './images.routes.js';

const FORM = ['multipart/form-data'];

export const imagesModule = defineModule({
  name: 'images',
  mounts: {
    images: at(imagesTable, 'files'),
    adminImages: at(adminImagesTable, 'admin'),
    adminPictures: at(adminPicturesTable, 'admin'),
  },
  bodyTypes: {
    // One picture and its alt text as a form (the guard wants the csrf token in x-csrf-token then).
    [ADMIN_PRODUCT_IMAGES_PATH]: FORM,
    // A picture for a sale's or a collection's picture fields, as a form too (decision 058).
    [PICTURE_UPLOAD_PATHS.sales]: FORM,
    [PICTURE_UPLOAD_PATHS.collections]: FORM,
    [PICTURE_UPLOAD_PATHS.home]: FORM,
    [PICTURE_UPLOAD_PATHS.settings]: FORM,
  },
  create: (
    deps: Pick<ModuleInfra, 'db'> & {
      admin: AdminWriteRouteOptions;
      products: PictureProducts;
      reviewPhotoCaching: ReviewPhotoCaching;
    },
  ) => ({
    /** The home page's pictures' port (home: HomePictures). */
    service: { srcsetOf: storedSrcsetOf },
    routers: {
      images: imageRoutes(deps.db, { reviewPhotoCaching: deps.reviewPhotoCaching }),
      adminImages: adminImagesRoutes({ ...deps.admin, products: deps.products }),
      adminPictures: adminPicturesRoutes(deps.admin),
    },
  }),
});
