/*
 * Documents and photos of a home, an appliance or a completed task (docs/product.md §4.19): the section
 * the appliance page and the completion's details show, and the upload a completion's attachments use.
 */
export { DocumentsSection, type DocumentsSectionProps } from "./documents-section.tsx";
export { DocumentsPanel, DOCUMENTS_WORDS, DOCUMENT_KIND_NAMES, type DocumentsPanelProps } from "./documents-panel.tsx";
export { useDocuments } from "./api/get-documents.ts";
export { attachmentKindOf, uploadCompletionAttachments, useUploadAttachments, useUploadDocument } from "./api/upload-document.ts";
export { CompletionAttachments, CompletionAttachmentsNeedAccount, COMPLETION_ATTACHMENTS_WORDS, type CompletionAttachmentsProps } from "./completion-attachments.tsx";
export { CompletionDocuments } from "./completion-documents.tsx";
