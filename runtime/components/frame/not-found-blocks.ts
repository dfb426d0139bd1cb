// The not-found page's two blocks (spec/1 §2.8), in a chunk of their own: loaded when the browser is idle.
export { ShopByDepartment } from '../../../blocks/shop-by-department/ShopByDepartment.tsx';
export { TrustedBrands } from '../../../blocks/trusted-brands/TrustedBrands.tsx';
