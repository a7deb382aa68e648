import { expect, type Page } from '@playwright/test';

/**
 * A signed-in couple asks for a visit through the form (the first free day and hour, the couple's names and
 * phones) and lands on the visit's page; answers the visit's id.
 */
export async function requestFirstFreeVisit(page: Page, partnerUuid: string, partnerId: number): Promise<number> {
  await page.goto(`/booking/real-time/${partnerUuid}/${partnerId}/visit-date`);
  await page.locator('[data-field="visitDate"] button:not(:disabled)').first().click();
  await page.locator('[data-field="visitTime"] button:not(:disabled)').first().click();
  await page.getByLabel('신랑 이름').fill('김신랑');
  await page.getByLabel('신랑 휴대폰').fill('01012345678');
  await page.getByLabel('신부 이름').fill('이신부');
  await page.getByLabel('신부 휴대폰').fill('01087654321');
  await page.getByRole('button', { name: '방문 예약하기' }).click();
  await expect(page).toHaveURL(/\/booking\/visits\/\d+\?done=1$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}
