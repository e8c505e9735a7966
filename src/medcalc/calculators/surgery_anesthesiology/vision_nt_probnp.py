"""VISION perioperative risk using NT-proBNP (Duceppe et al.): registered as unavailable
(rule not established from its primary source)."""

from medcalc.core import Reference, UnavailableCalculator

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): found the Duceppe 2020 abstract (Ann Intern Med '
    '172:96-104; pubmed 31869834): NT-proBNP < 100 (reference), 100-<200, 200-<1500, >= 1500 '
    'pg/mL; adjusted HR 2.27, 3.63, 5.82; 30-day vascular death or MINS 12.3%, 20.8%, 37.5% '
    "in the three upper groups (the < 100 group's rate is not in the abstract); 30-day "
    "mortality 0.3%, 0.7%, 1.4%, 4.0%. MDCalc's output (28.7% [24.4-33.4] MINS/vascular death "
    "for RCRI 2 + NT-proBNP 720) comes from the paper's RCRI x NT-proBNP cross-table with "
    'confidence intervals, which was not found in the stored sources.'
)

RECOVERY_SEARCH_W2C = (
    'Second recovery search (issue 12 wave 2, part w2c, 2026-11-24): the primary publication is '
    'now confirmed (PubMed 31869834 and McMaster experts records: Duceppe E, Patel A, Chan MTV, et '
    'al. Ann Intern Med 2020;172(2):96-104, doi 10.7326/M19-2501), but only its abstract is '
    'stored. Searched pages for the RCRI x NT-proBNP risk table and MDCalc\'s figures (queries '
    'with "28.7% (24.4-33.4%)", "10.1% (7.5-13.5%)", the four outcome labels, the Annals full '
    'title): no full text, supplement, MDCalc evidence section or secondary transcription; '
    'appcardio.com has a VISION-based triage using the abstract\'s four NT-proBNP strata only '
    '(no RCRI combination, no MI/death rows). Code and find_string ("24.4-33.4"): nothing; '
    'issues: nothing. MDCalc\'s four outcome estimates with 95% CIs for each RCRI x NT-proBNP '
    'cell therefore remain unfound. Kept unavailable.'
)

DUCEPPE_2020 = Reference(
    'Duceppe E, Patel A, Chan MTV, Berwanger O, Ackland G, Kavsak PA, et al. Preoperative '
    'N-terminal pro-B-type natriuretic peptide and cardiovascular events after noncardiac '
    'surgery: a cohort study. Ann Intern Med. 2020;172(2):96-104. PMID 31869834.',
    doi='10.7326/M19-2501')

RECOVERY_SEARCH_S11 = (
    'Fifth recovery round (s11, 2026-11-24): pages (RCRI x NT-proBNP table wording, ACC '
    'journal scan, nursingcenter and appcardio: four NT-proBNP strata, HRs 2.27/3.63/5.82 and '
    'incidences 12.3/20.8/37.5% only; CCS 2017 guideline: a different BNP table), code '
    "semantic search, find_string '28.7% (24.4', '28.7 (24.4': no RCRI x NT-proBNP cells. "
    'Still not computed.'
)

CALCULATOR = UnavailableCalculator(
    id='vision_nt_probnp',
    name='VISION perioperative risk using NT-proBNP',
    aliases=['VISION NT-proBNP risk',
             'VISION study NT-proBNP model',
             'Perioperative NT-proBNP risk (VISION)'],
    specialty='surgery_anesthesiology',
    description=('Risk of myocardial injury after noncardiac surgery (MINS) and/or vascular '
                 'death, MI and death at 30 days from preoperative NT-proBNP and clinical '
                 'factors (VISION study).'),
    keywords=['MINS',
              'myocardial injury after noncardiac surgery',
              'NT-proBNP',
              'perioperative cardiac risk',
              'noncardiac surgery'],
    why="source_not_established",
    owner=('VISION study investigators (Duceppe E, Patel A, Chan MTV, et al.; Population '
           'Health Research Institute, Hamilton)'),
    reason=('The risk estimates by RCRI factors x NT-proBNP category (with the 95% '
            'confidence intervals MDCalc reports for MINS/vascular death, MI/death, MI and '
            'death) presumably come from Duceppe et al., Ann Intern Med 2020 (text or '
            'supplement; only the abstract is stored) and were not found in any stored source '
            'after two recovery searches; no value is computed rather than a guessed one.'),
    alternatives=['rcri'],
    references=[DUCEPPE_2020],
    notes=RECOVERY_SEARCH_S11 + " " + RECOVERY_SEARCH + " " + RECOVERY_SEARCH_W2C + " " + ('MDCalc answer recorded in MedMCP-Calc dev task medmcp-calc_070_8d2dbda3 (high-risk'
           ' surgery, ischemic heart disease, NT-proBNP 720 ng/L -> MINS/vascular death 28.7% '
           '(24.4-33.4%)) can become a reference case once the model is implemented from the '
           'paper.'),
)
