import type { AppDeps, Shop } from '../../http/app-env';

/** The signed-in operator; never carries the password hash. */
export interface Operator {
  id: number;
  email: string;
  name: string;
  shop_id: number;
}

/** Admin routes see the operator and the shop of their session, never a shop the request names. */
export interface AdminEnv {
  Variables: {
    deps: AppDeps;
    operator: Operator;
    shop: Shop;
  };
}
