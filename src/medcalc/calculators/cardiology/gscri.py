"""GSCRI: registered as unavailable (model coefficients not established from the source)."""

from medcalc.core import Reference, UnavailableCalculator

ALREZK_2017 = Reference(
    "Alrezk R, Jackson N, Al Rezk M, Elashoff R, Weintraub N, Elashoff D, Fonarow GC. "
    "Derivation and validation of a geriatric-sensitive perioperative cardiac risk index. J Am "
    "Heart Assoc. 2017;6(11):e006648.", doi="10.1161/JAHA.117.006648")

RECOVERY_SEARCH = (
    'Wave-2 recovery search (2026-11-24): the same unreviewed transcription was found twice '
    'in the code corpus (a machine-written note and implementation claiming JAHA 2017 Table '
    '3: intercept -6.79; stroke 2.08; ASA II-V 0.28/1.34/2.04/3.63; partially/totally '
    'dependent 0.23/0.72; creatinine > 1.5 mg/dL 0.57; heart failure 0.60; diabetes '
    'non-insulin 0.09, insulin 0.47; procedure coefficients vs hernia). For MedMCP-Calc task '
    '070 it gives x = -6.79 + 1.34 + 1.13 + 0.57 + 0.09 = -3.66 -> 2.51%, while MDCalc shows '
    '2.3%; without the 0.09 diabetes term x = -3.75 -> 2.30%. So intercept, ASA III, '
    'intestinal surgery and creatinine terms are consistent with MDCalc, but the diabetes '
    "handling is not, and the article's Table 3 itself was not reachable: still not computed."
    ' Third recovery round (r2c, 2026-11-24): searched pages for the JAHA full text and '
    'tables (ahajournals doi page, PMC5721761, "Table 3" GSCRI model queries), for '
    'validation studies that might reprint the model (Clin Interv Aging 2023;18:737 '
    'oldest-old spinal anaesthesia RCRI/GSCRI; Eur Arch Med Res 2024 GSCRI/RCRI; '
    'cardiovascularbusiness/careline news items) and docs (R packages: none has GSCRI); '
    'find_string "GSCRI", "Geriatric-Sensitive", "Alrezk": only copies of the same '
    'machine-written Portuguese transcription (fonte_producao: chatgpt, '
    'review_status: pendente_revisao). Nothing independent to confirm Table 3.'
)

RECOVERY_SEARCH_S11 = (
    'Fifth recovery round (s11, 2026-11-24): pages (ahajournals doi page and metajournal: '
    'abstract only; Clin Interv Aging 2023, Eur Arch Med Res 2024, careline, '
    "cardiovascularbusiness: abstracts/news), find_string 'geriatric_sensitive', 'Geriatric "
    "Sensitive Cardiac', 'Geriatric-Sensitive' (only the same six copies of the unreviewed "
    'machine-written transcription, which has no cardiac-surgery row and merges '
    'gallbladder/appendix/adrenal/spleen with intestinal), code semantic search: nothing new. '
    'Still not computed.'
)

CALCULATOR = UnavailableCalculator(
    id="gscri",
    name="Geriatric-Sensitive Perioperative Cardiac Risk Index | GSCRI",
    aliases=["GSCRI", "Geriatric-Sensitive Perioperative Cardiac Risk Index",
             "Geriatric-Sensitive Cardiac Risk Index"],
    specialty="cardiology",
    description="Probability of perioperative myocardial infarction or cardiac arrest in "
                "patients aged 65 or more (stroke, ASA class, surgery type, functional status, "
                "creatinine > 1.5 mg/dL, heart failure, diabetes).",
    keywords=["perioperative", "geriatric", "cardiac risk", "noncardiac surgery", "NSQIP"],
    notes=RECOVERY_SEARCH_S11 + " " + RECOVERY_SEARCH,
    why="source_not_established",
    owner="Alrezk R et al. (J Am Heart Assoc 2017)",
    reason=("The logistic model's intercept and coefficients (JAHA 2017, Table 3) were not "
            "established from the article itself. The only transcription found (an unreviewed "
            "machine-written note) gives, for the one recorded MDCalc answer (MedMCP-Calc task "
            "070: ASA III, open colectomy, creatinine 1.6, non-insulin diabetes -> 2.3%), a "
            "probability of 2.5%, so it cannot be relied on; no value is computed. Second pass "
            "(w2a): still only the abstract of the article is reachable, and all six copies of "
            "the transcription found are the same unreviewed text; it lists one surgical "
            "category fewer than the Gupta MICA set the model uses ('gallbladder/appendix/"
            "adrenal/spleen or intestinal' merged at 1.13), so a table row may be lost or "
            "shifted, and task 070 matches MDCalc only if its colectomy is mapped to "
            "foregut/HPB (1.03: x = -3.76 -> 2.28%), not to intestinal (2.51%). Third pass "
            "(r2c): the article's Table 3 is still not reachable (ahajournals and PMC5721761 "
            "give only the abstract; no PMC table page, supplement or validation paper "
            "reprinting the coefficients was found), and the only transcription found is again "
            "the same unreviewed one; the surgery-category question cannot be decided from the "
            "paper's own table, so no value is computed."),
    alternatives=["gupta_mica", "rcri"],
    references=[ALREZK_2017],
)
