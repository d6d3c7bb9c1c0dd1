export { usePageMeta, useDocumentTitle, pageTitle, LANDING_TITLE, LANDING_DESCRIPTION } from "./page-meta.ts";
