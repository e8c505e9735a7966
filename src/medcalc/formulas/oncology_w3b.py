"""Shared pieces of the wave-3 oncology calculators (part B).

- Head-and-neck TNM stage groups (AJCC Cancer Staging Manual, 8th edition, 2017): the larynx
  (glottis, supraglottis) and major salivary gland chapters share one stage-group table given
  the T, N and M categories; the clinical and pathological forms differ only in how the N
  category is assigned (pathological N counts extranodal extension differently), not in the
  table. The T, N and M categories are declared here as Category features (codes as the
  manual prints them) and the stage group is looked up from data (`STAGE_RULES`).
- Immune-related adverse event grades (ASCO guideline, Schneider et al. J Clin Oncol 2021,
  grading with CTCAE v5.0 definitions): a grade category declared once, answered by the grade
  or by the definition text of a grade, as MDCalc's "Criteria" radio list prints it.

Functions are pure and written with `medcalc.core.vector` helpers (column-safe).
"""

from __future__ import annotations

from typing import Any

from medcalc.core import Category, Choice
from medcalc.core.vector import where

# -- TNM (AJCC 8th) ------------------------------------------------------------------------------

STAGE_ORDER = ("0", "I", "II", "III", "IVA", "IVB", "IVC")
STAGE_LABELS = {s: f"Stage {s}" for s in STAGE_ORDER}

# Numeric codes so that the stage rules run on columns: T rank, N rank.
T_CODES = {"T0": 0, "Tis": 0.5, "T1": 1, "T1a": 1.1, "T1b": 1.2, "T2": 2, "T3": 3,
           "T4a": 4.1, "T4b": 4.2}
N_CODES = {"N0": 0, "N1": 1, "N2a": 2.1, "N2b": 2.2, "N2c": 2.3, "N2": 2.0, "N3a": 3.1,
           "N3b": 3.2, "N3": 3.0}


def t_category(choices: tuple[tuple[str, str], ...], *, labels: tuple[str, ...] = (),
               description: str = "Primary tumour (T) category") -> Category:
    """A T category feature: (code, our short description) pairs; value = numeric rank."""
    return Category(name="t_stage", description=description,
                    labels=("T", "T stage", "T category", "Primary tumor", "Primary tumour",
                            "tumor", "Primary tumor (T)", "Primary tumour (T)", "T category (AJCC 8th)", *labels),
                    choices=tuple(Choice(code, f"{code}: {text}", T_CODES[code],
                                         aliases=(code.lower(), code.upper(), f"p{code}",
                                                  f"c{code}"))
                                  for code, text in choices))


def n_category(choices: tuple[tuple[str, str], ...], *, labels: tuple[str, ...] = (),
               description: str = "Regional lymph node (N) category") -> Category:
    return Category(name="n_stage", description=description,
                    labels=("N", "N stage", "N category", "Regional lymph nodes", "nodes",
                            "Regional lymph nodes (N)", "N category (AJCC 8th)", *labels),
                    choices=tuple(Choice(code, f"{code}: {text}", N_CODES[code],
                                         aliases=(code.lower(), code.upper(), f"p{code}",
                                                  f"c{code}"))
                                  for code, text in choices))


def m_category(*, labels: tuple[str, ...] = ()) -> Category:
    return Category(name="m_stage", description="Distant metastasis (M) category",
                    labels=("M", "M stage", "M category", "Distant metastasis", "Distant metastasis (M)",
                            *labels),
                    choices=(Choice("M0", "M0: no distant metastasis", 0,
                                    aliases=("m0", "cM0", "no", "absent")),
                             Choice("M1", "M1: distant metastasis", 1,
                                    aliases=("m1", "cM1", "pM1", "yes", "present"))))


def head_neck_stage_group(t_stage: Any, n_stage: Any, m_stage: Any) -> Any:
    """AJCC 8th stage group shared by the larynx and major salivary gland chapters (non-HPV
    head and neck table): 0 Tis N0 M0; I T1 N0 M0; II T2 N0 M0; III T3 N0 M0 or T0-T3 N1 M0;
    IVA T4a N0-N1 M0 or T0-T4a N2 M0; IVB T4b any N M0 or any T N3 M0; IVC any T any N M1.
    T1a/T1b rank as T1. Codes: see T_CODES / N_CODES."""
    t4b = t_stage == T_CODES["T4b"]
    t4a = t_stage == T_CODES["T4a"]
    n3 = n_stage >= 3
    n2 = (n_stage >= 2) & (n_stage < 3)
    n1 = n_stage == 1
    n0 = n_stage == 0
    stage = where(n0 & (t_stage == 0.5), "0", "unstageable")
    stage = where(n0 & (t_stage >= 1) & (t_stage < 2), "I", stage)
    stage = where(n0 & (t_stage == 2), "II", stage)
    stage = where((n0 & (t_stage == 3)) | (n1 & (t_stage <= 3) & (t_stage != 0.5)), "III", stage)
    stage = where((t4a & (n0 | n1)) | (n2 & (t_stage <= 4.1) & (t_stage != 0.5)), "IVA", stage)
    stage = where(t4b | n3, "IVB", stage)
    return where(m_stage == 1, "IVC", stage)


# -- immune-related adverse events (ASCO 2021 / CTCAE v5.0) ---------------------------------------

def grade_category(name: str, grades: dict[int, tuple[str, tuple[str, ...]]], *,
                   labels: tuple[str, ...] = ("Criteria", "Grade", "CTCAE grade"),
                   description: str, required: bool = True) -> Category:
    """The grade of an irAE as a category: {grade: (our short definition, aliases such as
    MDCalc's option text)}. Value = the grade number (1-4)."""
    choices = []
    for g, (text, aliases) in grades.items():
        choices.append(Choice(f"G{g}", f"Grade {g}: {text}", g,
                              aliases=(f"grade {g}", f"g{g}", str(g), f"grade{g}", *aliases)))
    return Category(name=name, description=description, labels=labels, choices=tuple(choices),
                    required=required)


def grade_value(grade: Any) -> dict:
    """The compute function's record: the grade, its label as MDCalc prints it (G1..G4)."""
    return {"value": grade}


def ratio_band(ratio: Any, cuts: tuple[float, ...], *, strict_low: bool = True) -> Any:
    """Grade 1..len(cuts) from a ratio: grade k when ratio > cuts[k-1] (strict lower bounds,
    inclusive upper bounds, the CTCAE '> 1.5 - 3.0 x' convention); 0 when ratio <= cuts[0]."""
    grade = where(ratio > cuts[0], 1, 0) if strict_low else where(ratio >= cuts[0], 1, 0)
    for k, cut in enumerate(cuts[1:], start=2):
        grade = where(ratio > cut, k, grade)
    return grade


ASCO_2021_CITATION = (
    "Schneider BJ, Naidoo J, Santomasso BD, Lacchetti C, Adkins S, Anadkat M, Atkins MB, "
    "Brassil KJ, Caterino JM, Chau I, Davies MJ, Ernstoff MS, Fecher L, Ghosh M, Jaiyesimi I, "
    "Mammen JS, Naing A, Nastoupil LJ, Phillips T, Porter LD, Reichner CA, Seigel C, Song JM, "
    "Spira A, Suarez-Almazor M, Swami U, Thompson JA, Vikas P, Wang Y, Weber JS, Funchain P, "
    "Bollin K. Management of immune-related adverse events in patients treated with immune "
    "checkpoint inhibitor therapy: ASCO guideline update. J Clin Oncol. 2021;39(36):4073-4126")
ASCO_2021_DOI = "10.1200/JCO.21.01440"
CTCAE_V5_CITATION = (
    "National Cancer Institute. Common Terminology Criteria for Adverse Events (CTCAE) version "
    "5.0. US Department of Health and Human Services; 27 November 2017")
CTCAE_V5_URL = ("https://ctep.cancer.gov/protocoldevelopment/electronic_applications/docs/"
                "CTCAE_v5_Quick_Reference_8.5x11.pdf")


def criteria_grade(criteria: Any) -> dict:
    """The grade answered directly (criteria-only irAE calculators)."""
    return {"value": criteria}


def escalated_grade(criteria: Any, severe: Any, life_threatening: Any) -> Any:
    """The grade given or derived, raised to 3 by any grade-3 feature and to 4 by a
    life-threatening one (CTCAE: the grade is the highest any feature reaches)."""
    from medcalc.core.vector import maximum

    grade = maximum(criteria, where(severe, 3, 0))
    return maximum(grade, where(life_threatening, 4, 0))


def irae_calculator(*, id: str, name: str, asco_section: str, ctcae_terms: str,
                    mdcalc_url: str, compute: Any, grade_notes: str, lowest_grade: int,
                    output_description: str, management: dict, **declaration: Any) -> Any:
    """An ASCO 2021 immune-related adverse event grade calculator: the guideline section and
    CTCAE v5.0 terms it follows, MDCalc's page of the same name, version asco_2021, an integer
    grade output and the management summary per grade; `declaration` carries the rest
    (aliases, description, keywords, features, derived, notes)."""
    import datetime as dt

    from medcalc.core import Calculator, Output, Reference, Version

    asco = Reference(f"{ASCO_2021_CITATION} ({asco_section}).", doi=ASCO_2021_DOI,
                     url="https://pubmed.ncbi.nlm.nih.gov/34724392/")
    ctcae = Reference(f"{CTCAE_V5_CITATION} ({ctcae_terms}).", url=CTCAE_V5_URL)
    mdcalc = Reference(f"MDCalc. {name}.", url=mdcalc_url)

    def interpret(grade):
        """The guideline's management summary for the grade."""
        return management.get(grade)

    return Calculator(
        id=id, name=name, specialty="oncology",
        versions=[Version("asco_2021", dt.date(2021, 11, 1), asco, compute, notes=grade_notes)],
        output=Output(kind="integer", unit="grade", range=(lowest_grade, 4),
                      description=output_description),
        interpret=interpret, references=[asco, ctcae, mdcalc], **declaration)


def head_neck_stage(t_stage: Any, n_stage: Any, m_stage: Any) -> dict:
    """Compute function of the AJCC 8th larynx / major salivary gland stage calculators: the
    stage group, or NA not_applicable for a combination the table does not stage (T0 N0, Tis
    with nodal disease)."""
    from medcalc.core.na import NotApplicable
    from medcalc.core.vector import any_true

    stage = head_neck_stage_group(t_stage, n_stage, m_stage)
    if any_true(stage == "unstageable"):
        raise NotApplicable("this T/N combination has no stage group in the AJCC 8th table "
                            "(T0 with N0, or Tis with nodal disease)",
                            ("t_stage", "n_stage"))
    return {"value": stage}


# N categories of the non-HPV head and neck chapters (AJCC 8th): clinical and pathological.
CLINICAL_N = (
    ("N0", "no regional lymph node metastasis"),
    ("N1", "single ipsilateral node <= 3 cm, ENE-negative"),
    ("N2a", "single ipsilateral node > 3 cm and <= 6 cm, ENE-negative"),
    ("N2b", "multiple ipsilateral nodes, none > 6 cm, ENE-negative"),
    ("N2c", "bilateral or contralateral nodes, none > 6 cm, ENE-negative"),
    ("N3a", "a node > 6 cm, ENE-negative"),
    ("N3b", "any node(s) with clinically overt extranodal extension (ENE-positive)"),
)
PATHOLOGICAL_N = (
    ("N0", "no regional lymph node metastasis"),
    ("N1", "single ipsilateral node <= 3 cm, ENE-negative"),
    ("N2a", "single ipsilateral node <= 3 cm ENE-positive, or > 3 cm and <= 6 cm ENE-negative"),
    ("N2b", "multiple ipsilateral nodes, none > 6 cm, ENE-negative"),
    ("N2c", "bilateral or contralateral nodes, none > 6 cm, ENE-negative"),
    ("N3a", "a node > 6 cm, ENE-negative"),
    ("N3b", "a node > 3 cm ENE-positive; or multiple ipsilateral, contralateral or bilateral "
            "nodes with any ENE-positive; or a single contralateral node of any size "
            "ENE-positive"),
)
STAGE_TABLE_NOTE = (
    "AJCC 8th stage groups: 0 Tis N0 M0; I T1 N0 M0; II T2 N0 M0; III T3 N0 M0 or T1-T3 N1 M0; "
    "IVA T4a N0-N1 M0 or T1-T4a N2 M0; IVB T4b any N M0 or any T N3 M0; IVC any T any N M1.")


def stage_interpretation(stage: str) -> str:
    return {"0": "Stage 0 (carcinoma in situ)", "I": "Stage I", "II": "Stage II",
            "III": "Stage III", "IVA": "Stage IVA (moderately advanced local/regional disease)",
            "IVB": "Stage IVB (very advanced local/regional disease)",
            "IVC": "Stage IVC (distant metastasis)"}.get(stage, stage)


# T categories of each AJCC 8th site, (code, our short description): one declaration for the
# clinical and the pathological calculator of a site.
GLOTTIS_T_ROWS = (
    ("Tis", "carcinoma in situ"),
    ("T1", "limited to the vocal cord(s), normal mobility"),
    ("T1a", "limited to one vocal cord"),
    ("T1b", "involves both vocal cords"),
    ("T2", "extends to supraglottis and/or subglottis, and/or impaired vocal cord mobility"),
    ("T3", "limited to the larynx with vocal cord fixation and/or invasion of the paraglottic "
           "space and/or inner cortex of the thyroid cartilage"),
    ("T4a", "moderately advanced: through the outer cortex of the thyroid cartilage and/or "
            "into tissues beyond the larynx"),
    ("T4b", "very advanced: prevertebral space, encasing the carotid artery, or mediastinal "
            "structures"),
)

SUPRAGLOTTIS_T_ROWS = (
    ("Tis", "carcinoma in situ"),
    ("T1", "limited to one subsite of the supraglottis, normal vocal cord mobility"),
    ("T2", "mucosa of more than one adjacent subsite of the supraglottis or glottis, or a "
           "region outside the supraglottis, without fixation of the larynx"),
    ("T3", "limited to the larynx with vocal cord fixation and/or invasion of the postcricoid "
           "area, pre-epiglottic space, paraglottic space and/or inner cortex of the thyroid "
           "cartilage"),
    ("T4a", "moderately advanced: through the outer cortex of the thyroid cartilage and/or "
            "into tissues beyond the larynx"),
    ("T4b", "very advanced: prevertebral space, encasing the carotid artery, or mediastinal "
            "structures"),
)

SALIVARY_T_ROWS = (
    ("T0", "no evidence of primary tumour"),
    ("Tis", "carcinoma in situ"),
    ("T1", "<= 2 cm without extraparenchymal extension"),
    ("T2", "> 2 cm and <= 4 cm without extraparenchymal extension"),
    ("T3", "> 4 cm and/or with extraparenchymal extension"),
    ("T4a", "moderately advanced: invades skin, mandible, ear canal and/or facial nerve"),
    ("T4b", "very advanced: invades skull base and/or pterygoid plates and/or encases the "
            "carotid artery"),
)


def ajcc8_head_neck_calculator(*, id: str, name: str, aliases: list[str], description: str,
                               keywords: list[str], chapter: str, t_rows: tuple,
                               t_description: str, pathological: bool, mdcalc_page: str,
                               notes: str):
    """One AJCC 8th head-and-neck staging calculator (a site's clinical or pathological
    stage group from T, N and M): the declaration the larynx and salivary modules share."""
    import datetime as dt

    from medcalc.core import Calculator, Output, Reference, Version

    ajcc = Reference(
        "Amin MB, Edge SB, Greene FL, et al., eds. AJCC Cancer Staging Manual. 8th ed. New "
        f"York: Springer; 2017 (chapter {chapter}). Effective for cases diagnosed from 1 "
        "January 2018.", doi="10.1007/978-3-319-40618-3")
    mdcalc = Reference(f"MDCalc. {mdcalc_page} (follows the AJCC 8th edition).")
    n_stage = (n_category(PATHOLOGICAL_N, description="Pathological regional lymph node (pN) "
                          "category (AJCC 8th, non-HPV head and neck)") if pathological
               else n_category(CLINICAL_N, description="Clinical regional lymph node (cN) "
                               "category (AJCC 8th, non-HPV head and neck)"))
    return Calculator(
        id=id, name=name, aliases=aliases, specialty="oncology", description=description,
        keywords=keywords,
        features=[t_category(t_rows, description=t_description), n_stage, m_category()],
        versions=[Version("ajcc_8", dt.date(2018, 1, 1), ajcc, head_neck_stage,
                          notes=f"AJCC Cancer Staging Manual 8th edition (chapter {chapter}). "
                                + STAGE_TABLE_NOTE)],
        output=Output(kind="category", description="AJCC 8th stage group: 0, I, II, III, IVA, "
                                                   "IVB or IVC"),
        interpret=stage_interpretation,
        references=[ajcc, mdcalc],
        notes=notes,
    )

