// TEMPORARY STUB
/* eslint-disable */
export type LeasePdfInput = any;
export type LeaseSignatureStamp = any;
export type LeaseCertificate = any;
export type LeaseCertificateEntry = any;
export async function renderLeasePdf(_i: any): Promise<Uint8Array> {
  return new Uint8Array();
}
export async function renderSealedLeasePdf(_i: any): Promise<Uint8Array> {
  return new Uint8Array();
}
