import { describe, expect, it } from 'vitest';
import { PROVINCES, type Province } from '../users/enums';
import { findVoidClauses, VOID_CLAUSE_DISCLAIMER, VOID_CLAUSE_RULES } from './void-clauses';

const ruleIds = (province: Province, text: string | null | undefined) =>
  findVoidClauses(province, text).map((f) => f.ruleId);

describe('VOID_CLAUSE_RULES', () => {
  it('has unique ids, sourced rules and warnings in both languages', () => {
    const ids = VOID_CLAUSE_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of VOID_CLAUSE_RULES) {
      expect(rule.provinces.length).toBeGreaterThan(0);
      expect(rule.patterns.length).toBeGreaterThan(0);
      // A global or sticky pattern keeps state between tests and would skip matches.
      expect(rule.patterns.every((p) => !p.global && !p.sticky)).toBe(true);
      expect(rule.warning.en.length).toBeGreaterThan(40);
      expect(rule.warning.fr.length).toBeGreaterThan(40);
      expect(new URL(rule.source.url).protocol).toBe('https:');
    }
  });

  it('checks every province', () => {
    for (const province of PROVINCES) {
      expect(VOID_CLAUSE_RULES.some((r) => r.provinces.includes(province))).toBe(true);
    }
  });

  it("flags 'no pets' in Ontario only", () => {
    const petRules = VOID_CLAUSE_RULES.filter((r) => r.id.endsWith('no-pets'));
    expect(petRules.flatMap((r) => r.provinces)).toEqual(['ON']);
  });
});

describe('VOID_CLAUSE_DISCLAIMER', () => {
  it('says it is not legal advice, in full sentences without placeholders', () => {
    expect(VOID_CLAUSE_DISCLAIMER.en).toContain('not legal advice');
    expect(VOID_CLAUSE_DISCLAIMER.fr).toContain('pas un avis juridique');
    expect(VOID_CLAUSE_DISCLAIMER.en + VOID_CLAUSE_DISCLAIMER.fr).not.toMatch(/[{}<>]/);
  });
});

describe('findVoidClauses', () => {
  it.each<[string, Province, string, string]>([
    ['on-no-pets', 'ON', 'No pets allowed in the unit.', "Aucun animal n'est permis dans le logement."],
    ['on-no-pets', 'ON', 'The tenant shall not keep any pets.', 'Les animaux sont interdits.'],
    [
      'on-no-guests',
      'ON',
      'The tenant shall not have overnight guests.',
      'Les visiteurs ne sont pas permis après minuit.',
    ],
    [
      'on-post-dated-cheques',
      'ON',
      'The tenant must provide 12 post-dated cheques at signing.',
      'Le locataire doit remettre douze chèques postdatés.',
    ],
    [
      'on-post-dated-cheques',
      'ON',
      'Tenants are required to set up automatic payments.',
      'Le locataire doit accepter des prélèvements automatiques.',
    ],
    [
      'on-security-deposit',
      'ON',
      'A damage deposit of $500 is payable at signing.',
      'Un dépôt de garantie de 500 $ est exigé.',
    ],
    [
      'on-tenant-repairs',
      'ON',
      'The tenant is responsible for all repairs.',
      'Le locataire doit faire toutes les réparations.',
    ],
    [
      'on-entry-without-notice',
      'ON',
      'The landlord may enter the unit at any time.',
      'Le locateur peut entrer dans le logement sans préavis.',
    ],
    [
      'on-rent-increase',
      'ON',
      'The rent may be increased every six months.',
      'Le loyer pourra être augmenté tous les six mois.',
    ],
    [
      'on-automatic-termination',
      'ON',
      'The tenant must vacate the unit at the end of the term.',
      'Le locataire devra quitter le logement à la fin du bail.',
    ],
    [
      'on-automatic-termination',
      'ON',
      'If rent is late, all remaining rent becomes due immediately.',
      'Le locataire pourra être expulsé sans préavis.',
    ],
    [
      'on-non-refundable',
      'ON',
      'The key deposit is non-refundable.',
      'Le dépôt pour les clés est non remboursable.',
    ],
    [
      'on-waiver-of-rights',
      'ON',
      'The tenant waives all rights under the Residential Tenancies Act.',
      'Le locataire renonce à ses droits prévus par la loi.',
    ],
    [
      'qc-deposit',
      'QC',
      'A security deposit of one month is required.',
      'Un dépôt de sécurité de 500 $ est exigé.',
    ],
    [
      'qc-deposit',
      'QC',
      "The last month's rent is paid at signing.",
      'Le dernier mois de loyer est payé à la signature.',
    ],
    [
      'qc-post-dated-cheques',
      'QC',
      'Tenant agrees to provide post-dated cheques for the year.',
      'Le locataire doit fournir des chèques postdatés.',
    ],
    [
      'qc-tenant-repairs',
      'QC',
      'The landlord is not responsible for any repairs.',
      "Le locateur n'est pas responsable des réparations.",
    ],
    [
      'qc-entry-without-notice',
      'QC',
      'The landlord may enter without notice.',
      'Le locateur peut visiter le logement en tout temps.',
    ],
    ['qc-penalty', 'QC', 'A late fee of $50 applies to late rent.', "Une pénalité de 50 $ s'applique."],
    [
      'qc-waiver-of-rights',
      'QC',
      'The tenant waives the right to go to the tribunal.',
      'Le locataire renonce à tout droit de recours.',
    ],
    [
      'bc-non-refundable',
      'BC',
      'A non-refundable move-in fee of $200 applies.',
      "Des frais d'emménagement non remboursables de 200 $ s'appliquent.",
    ],
    [
      'bc-deposit-kept',
      'BC',
      'The landlord will automatically keep the deposit for cleaning.',
      'Le locateur conservera automatiquement le dépôt pour le nettoyage.',
    ],
    ['bc-no-guests', 'BC', 'No overnight guests.', "Aucun invité n'est permis."],
    [
      'bc-entry-without-notice',
      'BC',
      'The landlord may enter the unit at any time.',
      'Le locateur peut entrer sans avis.',
    ],
    [
      'bc-tenant-repairs',
      'BC',
      'Tenant shall pay for all repairs.',
      'Le locataire paie toutes les réparations.',
    ],
    [
      'bc-waiver-of-rights',
      'BC',
      'The landlord may change the locks without notice if rent is late.',
      'Le locataire pourra être expulsé sans préavis.',
    ],
    [
      'ab-entry-without-notice',
      'AB',
      'Landlord may enter at any time.',
      'Le locateur peut entrer sans avis.',
    ],
    [
      'ab-waiver-of-rights',
      'AB',
      'The tenant waives any rights under the Act.',
      'Le locataire renonce à ses droits.',
    ],
    [
      'ns-entry-without-notice',
      'NS',
      'The landlord may access the unit without notice.',
      'Le locateur peut accéder au logement à tout moment.',
    ],
    [
      'nt-rent-acceleration',
      'NT',
      'If one payment is missed, the entire rent becomes payable.',
      'Tout le loyer restant deviendra immédiatement exigible.',
    ],
    [
      'nu-rent-acceleration',
      'NU',
      'If one payment is missed, the entire rent becomes payable.',
      'Tout le loyer restant deviendra immédiatement exigible.',
    ],
  ])('%s: %s', (ruleId, province, english, french) => {
    expect(ruleIds(province, english)).toEqual([ruleId]);
    expect(ruleIds(province, french)).toEqual([ruleId]);
  });

  it.each<[Province, string]>([
    ['ON', 'Pets are welcome.'],
    ['ON', 'The tenant may keep pets.'],
    ['ON', 'There is no pet fee.'],
    ['ON', 'No pets, under the condominium declaration.'],
    ['ON', 'Under the condominium declaration, no dogs are allowed.'],
    ['ON', 'Les animaux sont les bienvenus.'],
    ['ON', 'Aucun animal, selon la déclaration de copropriété.'],
    ['ON', 'No security deposit is required.'],
    ['ON', 'The landlord will not collect a damage deposit.'],
    ['ON', 'Aucun dépôt de garantie ne sera demandé.'],
    ['ON', 'The landlord may enter without notice in an emergency.'],
    ['ON', "Le locateur peut entrer sans préavis en cas d'urgence."],
    ['ON', 'The tenant may give post-dated cheques if they wish.'],
    ['ON', 'The tenant will water the plants and shovel the walkway. Garbage day is Tuesday.'],
    ['ON', 'Le locataire arrose les plantes et déneige l’entrée.'],
    ['BC', 'No pets.'],
    ['BC', 'Aucun animal.'],
    ['QC', 'Aucun animal.'],
    ['QC', 'No pets allowed.'],
    ['QC', 'No late fees are charged.'],
    ['AB', 'No pets.'],
    ['AB', 'A security deposit of $500 is required.'],
  ])('%s: leaves alone %j', (province, text) => {
    expect(ruleIds(province, text)).toEqual([]);
  });

  it('finds nothing in empty text', () => {
    expect(findVoidClauses('ON', null)).toEqual([]);
    expect(findVoidClauses('ON', undefined)).toEqual([]);
    expect(findVoidClauses('ON', '')).toEqual([]);
  });

  it('reports in text order, with the matched sentence and its place', () => {
    const text =
      'Rent is due on the 1st. The landlord may enter at any time.  No pets allowed!\nThe tenant must provide post-dated cheques';
    const findings = findVoidClauses('ON', text);
    expect(findings.map((f) => [f.ruleId, f.excerpt])).toEqual([
      ['on-entry-without-notice', 'The landlord may enter at any time.'],
      ['on-no-pets', 'No pets allowed!'],
      ['on-post-dated-cheques', 'The tenant must provide post-dated cheques'],
    ]);
    for (const finding of findings) expect(text.slice(finding.start, finding.end)).toBe(finding.excerpt);
    expect(findings[0]?.start).toBe(24);
    const rule = VOID_CLAUSE_RULES.find((r) => r.id === 'on-no-pets');
    expect(findings[1]?.warning).toBe(rule?.warning);
    expect(findings[1]?.source).toBe(rule?.source);
  });

  it('reports one finding per rule, the first match', () => {
    const findings = findVoidClauses('ON', 'No dogs. Pets are welcome. No cats.');
    expect(findings.map((f) => [f.ruleId, f.excerpt])).toEqual([['on-no-pets', 'No dogs.']]);
  });
});
