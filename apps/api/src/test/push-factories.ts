/** Browser-like push subscriptions for the push tests. */
import { createECDH, randomBytes } from 'node:crypto';

/** A real P-256 public key and a 16-byte auth secret, base64url, as a browser subscription carries. */
export const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

let n = 0;
/** A subscription on Google's push service, with a fresh endpoint each time. */
export const subscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/sub-${++n}`,
  ...browserKeys(),
});
