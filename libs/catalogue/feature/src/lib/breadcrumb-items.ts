import type { BreadcrumbItem } from '@giftshop/catalogue-ui';
import type { Crumb } from '@giftshop/shared-data-access';

export const toBreadcrumbItems = (trail: Crumb[]): BreadcrumbItem[] => trail.map((crumb) => ({ name: crumb.name, href: crumb.path }));
