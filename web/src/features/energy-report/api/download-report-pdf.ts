import { appStore } from '@/lib/app-state';
import { notify } from '@/lib/toast';

const DOWNLOAD_FAILED = 'The PDF could not be downloaded. Please try again.';

/** GET /auditForm/:id/report.pdf with the session's token, saved under the server's file name. */
export async function downloadReportPdf(id: string, query: string): Promise<void> {
  const { apiBaseUrl, token } = appStore.getState();
  try {
    const response = await fetch(
      `${apiBaseUrl}/auditForm/${encodeURIComponent(id)}/report.pdf${query ? `?${query}` : ''}`,
      {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      },
    );
    if (!response.ok) throw new Error(`status ${response.status}`);
    const fileName =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
      'powerpay-solar-report.pdf';
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    notify.error(DOWNLOAD_FAILED);
  }
}
