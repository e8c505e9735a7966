"""Vancomycin dosing based on eGFR (creatinine-cystatin C) (Frazee, Rule et al., Mayo Clinic):
registered as unavailable, the dose model and its rounding of dose and interval not established."""

from medcalc.core import Reference, UnavailableCalculator

FRAZEE_2014 = Reference(
    "Frazee EN, Rule AD, et al. Serum cystatin C predicts vancomycin trough levels better than "
    "serum creatinine in hospitalized patients: a cohort study. Crit Care. 2014;18(3):R110.",
    doi="10.1186/cc13899",
    url="https://ccforum.biomedcentral.com/articles/10.1186/cc13899")

FRAZEE_2017 = Reference(
    "Frazee E, Rule AD, et al. Cystatin C-guided vancomycin dosing in critically ill patients: a "
    "quality improvement project. Am J Kidney Dis. 2017;69(5):658-666.")

INKER_2012 = Reference(
    "Inker LA, Schmid CH, Tighiouart H, et al. Estimating glomerular filtration rate from serum "
    "creatinine and cystatin C. N Engl J Med. 2012;367(1):20-29.",
    doi="10.1056/NEJMoa1114248")

CALCULATOR = UnavailableCalculator(
    id="vancomycin_dosing_egfr",
    name="Vancomycin Dosing Based on eGFR (creatinine-cystatin C)",
    aliases=["Vancomycin dosing by eGFRcr-cys", "Cystatin C-guided vancomycin dosing",
             "Mayo vancomycin cystatin C dosing"],
    specialty="infectious_disease",
    description=("Initial intravenous vancomycin maintenance dose and interval for a target trough "
                 "(10-15 or 15-20 mg/L) in adults with stable kidney function, from the CKD-EPI "
                 "creatinine-cystatin C eGFR and body weight (Mayo Clinic trough model)."),
    keywords=["vancomycin", "cystatin C", "eGFR", "trough", "MRSA", "dosing",
              "creatinine-cystatin C"],
    why="source_not_established",
    owner="Frazee EN, Rule AD et al., Mayo Clinic (Crit Care 2014; Am J Kidney Dis 2017)",
    reason=("The eGFR step is established: the two recorded answers reproduce the 2012 CKD-EPI "
            "creatinine-cystatin C equation de-indexed by Du Bois body-surface area (62-year-old "
            "man, creatinine 0.9 mg/dL, cystatin C 2.2 mg/L: 48.2 mL/min/1.73 m2 x 1.98/1.73 = "
            "55; creatinine 3.0, cystatin C 2.1: 24.2 x 1.94/1.73 = 27), although the tool labels "
            "it mL/min/1.73 m2. The step from that eGFR, weight and target trough to a dose "
            "(1000 mg every 12 h at 55 mL/min and 80 kg; 1300 mg every 24 h at 27 mL/min and "
            "78 kg) needs the trough regression of Frazee 2014 (its coefficients) and the tool's "
            "rules for choosing the interval and rounding the dose, neither of which could be "
            "read. Searched: pages (Crit Care 2014 cc13899 abstract, AJKD/Pharmacotherapy "
            "abstracts on cystatin C dosing, vancomycin nomogram papers), docs and code corpora "
            "(no open implementation of the Mayo model found). Searched again 2026-11-24 (wave "
            "4 recovery): the Crit Care 2014 page (cc13899) yields only its abstract (optimal "
            "model eGFRcr-cys, R2 0.580) and no coefficient table; searches for the AJKD 2017 "
            "dosing nomogram, for 'cystatin C vancomycin dosing' code (find_string and code "
            "corpus: only generic AUC/Cockcroft-Gault tools) and for the two recorded regimens "
            "found nothing; two recorded points (2000 mg/day at 55 mL/min, 80 kg; 1300 mg/day "
            "at 27 mL/min, 78 kg) cannot identify a model with weight, eGFR and interval "
            "rules. Third pass (2026-11-24): pages searches for the cc13899 tables/coefficients "
            "(only the article opening is stored), the Mayo 'Cystatin C: a primer for pharmacists' "
            "(Pharmacy 2020; opening only), cystatin C dosing nomograms (only the unrelated "
            "Hoek-eGFR Japanese regimen), MDCalc-mirror pages for the calculator's form text; "
            "code/find_string for the calculator name, 'eGFRcr-cys' (generic eGFR code only) and "
            "open calculator collections (cliot, clincalc: no such tool); issues corpus (nothing). "
            "No regimen is computed rather than one from a guessed model."),
    alternatives=["ckd_epi_egfr", "crcl_cockcroft_gault"],
    references=[FRAZEE_2014, FRAZEE_2017, INKER_2012],
    notes=("Form inputs (MedMCP-Calc labels): received more than one dose in the last 4 days; "
           "rapidly changing renal function or dialysis; age < 18 years or weight > 130 kg "
           "(exclusions); age, sex, Black race, height, weight, serum creatinine, serum "
           "cystatin C, target trough. Dev answers medmcp-calc_008_88fc5f4c ('1000 mg every 12 "
           "hours') and medmcp-calc_045_d83878ce ('1300 mg every 24 hours', recorded as 1300) "
           "could not be checked beyond their eGFR step and are not used as cases. Once the "
           "model is established, the eGFR step can reuse ckd_epi_egfr (2012 creatinine-"
           "cystatin C) times BSA/1.73."),
)
