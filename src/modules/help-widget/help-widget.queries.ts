import { apiRequest } from "@/lib/api-client";
import type { HelpWidgetContent } from "./help-widget.validation";

/** `GET /api/help-widget?locale=`: the widget's lists in the page's language (typed, not parsed: the widget's chunk stays free of zod). */
export const fetchHelpWidgetContent = (locale: string) => apiRequest<HelpWidgetContent>(`/api/help-widget?locale=${encodeURIComponent(locale)}`);
