/** The tabs of /customer_service (docs/product.md §2): `?index=` is the position in SERVICE_TABS. */
import type { ComponentType } from 'react';
import { CATE } from '#contract/constants.js';
import type { TabProps } from './data.js';
import { serviceDetail } from './ServiceDetail.js';
import { ServiceOverview } from './ServiceOverview.js';

interface ServiceTab {
  /** The page category the tab shows (the route fetches it); the overview shows them all. */
  category: number | null;
  Component: ComponentType<TabProps>;
}

const ServiceDetail = serviceDetail();

export const SERVICE_TABS: readonly ServiceTab[] = [
  { category: null, Component: ServiceOverview },
  { category: CATE.serviceBaseMaintenance, Component: ServiceDetail },
  { category: CATE.serviceOnlineMaintenance, Component: serviceDetail({ call: true }) },
  { category: CATE.serviceSpareParts, Component: ServiceDetail },
  { category: CATE.serviceUpgrading, Component: ServiceDetail },
  { category: CATE.serviceDiagnostic, Component: serviceDetail({ diagnostic: true }) },
  { category: CATE.serviceTraining, Component: ServiceDetail },
];
