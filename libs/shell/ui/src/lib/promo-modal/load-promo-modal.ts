/** The promo pop-up's dialog as a chunk of its own: pages load it when the pop-up first opens. */
export const loadPromoModal = () => import('./promo-modal').then((module) => module.PromoModal);
