import { StoreRegistry, UnknownBuildKeyError } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { ConfigError, type GatewayConfig } from './config';

/** The stores with STORE_ORIGINS applied; a build key no store has stops the gateway like any wrong value. */
export async function loadStores(db: Database, config: Pick<GatewayConfig, 'STORE_ORIGINS'>): Promise<StoreRegistry> {
  try {
    return await StoreRegistry.load(db, config.STORE_ORIGINS);
  } catch (error) {
    if (!(error instanceof UnknownBuildKeyError)) throw error;
    const lines = error.buildKeys.map(
      (buildKey) => `  STORE_ORIGINS: no store has the build key ${buildKey} (build keys: ${error.known.join(', ')})`,
    );
    throw new ConfigError(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
}
