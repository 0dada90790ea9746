import { apiGetResponse } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { notify } from '@/lib/toast';

const DOWNLOAD_FAILED = 'The PDF could not be downloaded. Please try again.';

/** GET /auditForm/:id/report.pdf with the session's token, saved under the server's file name. */
export async function downloadReportPdf(id: string, query: string): Promise<void> {
  try {
    const response = await apiGetResponse(
      `/auditForm/${encodeURIComponent(id)}/report.pdf${query ? `?${query}` : ''}`,
    );
    if (!response.ok) throw new Error(`status ${response.status}`);
    const fileName =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
      'powerpay-solar-report.pdf';
    saveFile({ blob: await response.blob(), fileName });
  } catch {
    notify.error(DOWNLOAD_FAILED);
  }
}
