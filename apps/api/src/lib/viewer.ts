import type { Request } from 'express';

export type ViewerUser = {
  email: string;
  role: number;
  isDealer: boolean;
  account_id: number;
  first_name: string | null;
  last_name: string | null;
  /** An administrator of the back office (never set by the API: the command line or another administrator). */
  isAdmin?: boolean;
  /** The owner opened a link sent to the address: the session proves the address (consent changes). */
  emailVerified?: boolean;
};

/** Who is asking: pricing depends on it. createApp resolves it from the session cookie (modules/auth). */
export type Viewer = {
  isDealer: boolean;
  user: ViewerUser | null;
  /** When the session behind this viewer ends (ISO), for GET /api/auth/session. */
  expires?: string;
};

export type ResolveViewer = (req: Request) => Viewer | Promise<Viewer>;

export const ANONYMOUS_VIEWER: Viewer = Object.freeze({ isDealer: false, user: null });

/** The viewer resolved for this request by the viewer middleware of createApp. */
export const viewerOf = (res: { locals: Record<string, unknown> }): Viewer =>
  (res.locals.viewer as Viewer | undefined) ?? ANONYMOUS_VIEWER;
