import PDFDocument from "pdfkit";
import { formatDay, formatMinutes, formatMoney } from "@domain/format/for-people.ts";
import {
  applianceAgeWords,
  applianceKindWords,
  completionPlaceName,
  documentKindWords,
  inDocumentOrder,
  inRecordOrder,
  recordTitle,
  warrantyWords,
  type MaintenanceRecord,
  type RecordAppliance,
} from "@domain/records/maintenance-record.ts";
import { standardFontText } from "./standard-font-text.ts";

/*
 * docs/product.md §4.21: the record laid out for print on US Letter: the product's name, the title with the
 * home's name, the day it was made, the appliances with their warranties, the completed work oldest first,
 * the documents kept (listed, not embedded), and "Page n of m" at each page's foot.
 * Standard fonts only (standard-font-text.ts).
 */

const MARGIN = 56;
const BODY = 10;
const MUTED = "#4b5563";

export function maintenanceRecordPdf(record: MaintenanceRecord): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN }, bufferPages: true, info: { Title: standardFontText(recordTitle(record)), Creator: "Hearthkeep" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const write = (text: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(standardFontText(text), options);
  const heading = (text: string) => {
    doc.moveDown(1).font("Helvetica-Bold").fontSize(14).fillColor("black");
    write(text);
    doc.moveDown(0.4).font("Helvetica").fontSize(BODY);
  };

  doc.font("Helvetica").fontSize(BODY).fillColor(MUTED);
  write("Hearthkeep");
  doc.font("Helvetica-Bold").fontSize(20).fillColor("black");
  write(recordTitle(record));
  doc.font("Helvetica").fontSize(BODY).fillColor(MUTED);
  write(`Made on ${formatDay(record.today)}. Ages are counted from the install dates the owner recorded; costs are what the owner noted.`);

  heading("Appliances");
  if (record.appliances.length === 0) write("No appliances recorded.");
  for (const appliance of record.appliances) {
    doc.font("Helvetica-Bold").fillColor("black");
    write(appliance.name);
    doc.font("Helvetica").fillColor(MUTED);
    write(applianceLine(appliance, record.today));
    const warranty = warrantyWords(record.warranties.find((each) => each.applianceId === appliance.id), record.today, formatDay);
    if (warranty) write(warranty);
    doc.moveDown(0.4);
  }

  heading("Completed work");
  const completions = inRecordOrder(record.completions);
  if (completions.length === 0) write("No completed work recorded yet.");
  for (const completion of completions) {
    doc.font("Helvetica-Bold").fillColor("black");
    write(`${formatDay(completion.completedOn)}  ${completion.taskName}`);
    doc.font("Helvetica").fillColor(MUTED);
    const facts = [
      completionPlaceName(completion, record.appliances.find((appliance) => appliance.id === completion.applianceId)),
      completion.completedBy ? `done by ${completion.completedBy}` : null,
      completion.timeSpentMinutes !== null ? formatMinutes(completion.timeSpentMinutes) : null,
      completion.costActual !== null ? formatMoney(completion.costActual) : null,
    ].filter((fact): fact is string => fact !== null && fact !== "");
    write(facts.join(" · "));
    if (completion.notes) {
      doc.fillColor("black");
      write(completion.notes);
    }
    doc.moveDown(0.5);
  }

  heading("Documents");
  const documents = inDocumentOrder(record.documents);
  if (documents.length === 0) write("No documents kept.");
  else write("The files themselves are kept in Hearthkeep; this record lists them.");
  const applianceName = new Map(record.appliances.map((appliance) => [appliance.id, appliance.name]));
  for (const document of documents) {
    doc.font("Helvetica-Bold").fillColor("black");
    write(document.name);
    doc.font("Helvetica").fillColor(MUTED);
    const of = document.applianceId === null ? "the home" : (applianceName.get(document.applianceId) ?? "the home");
    write([documentKindWords(document.kind), of, `uploaded ${formatDay(document.uploadedOn)}`].join(" · "));
    doc.moveDown(0.4);
  }

  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    // Written inside the bottom margin, where text would otherwise open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(`Page ${index + 1} of ${pages.count}`, MARGIN, doc.page.height - MARGIN / 2 - 4, { width: doc.page.width - 2 * MARGIN, align: "center", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return finished;
}

function applianceLine(appliance: RecordAppliance, today: string): string {
  const made = [appliance.brand, appliance.model].filter((part): part is string => Boolean(part)).join(" ");
  return [applianceKindWords(appliance.type), made === "" ? null : made, `age: ${applianceAgeWords(appliance.installDate, today).toLowerCase()}`]
    .filter((part): part is string => part !== null)
    .join(" · ");
}
