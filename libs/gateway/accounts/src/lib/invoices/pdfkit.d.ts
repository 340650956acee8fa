/**
 * The part of pdfkit's API the invoice uses. pdfkit ships no types of its own; this keeps the gateway from
 * depending on @types/pdfkit for four methods.
 */
declare module 'pdfkit' {
  import type { Readable } from 'node:stream';

  interface PDFDocumentOptions {
    size?: string;
    margin?: number;
    compress?: boolean;
    info?: { Title?: string; Author?: string; Subject?: string; Producer?: string; Creator?: string; CreationDate?: Date };
  }

  interface TextOptions {
    width?: number;
    align?: 'left' | 'right' | 'center';
    continued?: boolean;
    lineGap?: number;
  }

  class PDFDocument extends Readable {
    constructor(options?: PDFDocumentOptions);
    y: number;
    page: { width: number; height: number; margins: { left: number; right: number; top: number; bottom: number } };
    /** A font file (TrueType) under a name for `font`. */
    registerFont(name: string, source: Buffer): this;
    font(name: string): this;
    fontSize(size: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    addPage(): this;
    end(): void;
  }

  export default PDFDocument;
}
