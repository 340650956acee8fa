import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { brandAccess, type BrandAccess } from './brand';
import type { BrandConfig } from './brand.types';

const BrandContext = createContext<BrandAccess | null>(null);

export function BrandProvider({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  const value = useMemo(() => brandAccess(brand), [brand]);
  return <BrandContext.Provider value={value}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandAccess {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs a BrandProvider');
  return brand;
}
