import type { RouteTable } from '../routes';
import { daRoutes } from './da';
import { deRoutes } from './de';
import { enRoutes } from './en';
import { esRoutes } from './es';
import { frRoutes } from './fr';
import { itRoutes } from './it';
import { nbRoutes } from './nb';
import { nlRoutes } from './nl';
import { plRoutes } from './pl';
import { ptRoutes } from './pt';
import { svRoutes } from './sv';

/** Every language's route table, the chunk `loadRouteTables` loads. */
export const allRouteTables: Record<string, RouteTable> = { en: enRoutes, nl: nlRoutes, de: deRoutes, fr: frRoutes, es: esRoutes, it: itRoutes, pt: ptRoutes, pl: plRoutes, sv: svRoutes, da: daRoutes, nb: nbRoutes };
