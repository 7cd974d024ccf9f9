import { launchBrowser } from '/work/main/e2e/chromium.ts';
const base = 'http://localhost:3711';
const browser = await launchBrowser();
for (const [tag, viewport] of [['desktop', { width: 1366, height: 900 }], ['mobile', { width: 390, height: 844 }]] as const) {
  // Footer + countdown (popups suppressed)
  let ctx = await browser.newContext({ viewport, baseURL: base });
  await ctx.addCookies([{ name: 'sa_popup', value: 'closed', url: base }]);
  await ctx.addInitScript(() => localStorage.setItem('push_remind_after', '2999-01-01T00:00:00.000Z'));
  let page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(tag, 'console', m.text()));
  await page.goto('/');
  await page.getByRole('timer').first().waitFor();
  await page.screenshot({ path: `/tmp/shots/mkt-countdown-${tag}.png` });
  const email = page.getByLabel('Email for offers');
  await email.scrollIntoViewIfNeeded();
  await page.getByRole('checkbox', { name: /text me/i }).check();
  await page.getByRole('button', { name: 'Sign me up' }).click();
  await page.getByRole('alert').first().waitFor();
  const section = page.locator('section').filter({ has: email });
  await section.screenshot({ path: `/tmp/shots/mkt-footer-${tag}.png` });
  await page.getByLabel('Mobile phone for texts').pressSequentially('5551234567');
  await page.getByRole('button', { name: 'Sign me up' }).click();
  await page.getByText('THANK YOU FOR SIGNING UP!').waitFor();
  await section.screenshot({ path: `/tmp/shots/mkt-footer-thanks-${tag}.png` });
  await ctx.close();
  // VIP popup
  ctx = await browser.newContext({ viewport, baseURL: base });
  await ctx.addInitScript(() => localStorage.setItem('push_remind_after', '2999-01-01T00:00:00.000Z'));
  page = await ctx.newPage();
  await page.goto('/');
  const dlg = page.getByRole('dialog', { name: /become a vip/i });
  await dlg.waitFor({ timeout: 12000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/mkt-popup-${tag}.png` });
  await page.getByLabel('Email address').fill('bad@');
  await page.getByLabel('Email address').blur();
  await page.screenshot({ path: `/tmp/shots/mkt-popup-invalid-${tag}.png` });
  await ctx.close();
  // Push prompt
  ctx = await browser.newContext({ viewport, baseURL: base });
  await ctx.addCookies([{ name: 'sa_popup', value: 'closed', url: base }]);
  page = await ctx.newPage();
  await page.goto('/');
  console.log(tag, 'permission', await page.evaluate(() => Notification.permission));
  try {
    await page.getByRole('dialog', { name: 'Become a VIP' }).waitFor({ timeout: 12000 });
    await page.screenshot({ path: `/tmp/shots/mkt-push-${tag}.png` });
  } catch (e) {
    console.log(tag, 'no push prompt', String(e).slice(0, 200));
  }
  await ctx.close();
}
await browser.close();
