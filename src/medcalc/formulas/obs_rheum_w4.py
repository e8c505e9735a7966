"""Inputs and formulas shared by the rheumatoid-arthritis disease-activity calculators (CDAI, SDAI,
DAS28-ESR, DAS28-CRP, ASDAS, PAS, PAS-II): 28-joint counts, global assessments, acute-phase
reactants, HAQ activities and the Patient Activity Scale formula and categories.

Plain functions of canonical values; they run on scalars and numpy columns alike.
"""

from __future__ import annotations

from typing import Any

from medcalc.core import Category, Choice, Count, Quantity, Reference
from medcalc.core.vector import log

PREVOO_1995 = Reference(
    "Prevoo ML, van 't Hof MA, Kuper HH, van Leeuwen MA, van de Putte LB, van Riel PL. Modified "
    "disease activity scores that include twenty-eight-joint counts. Development and validation "
    "in a prospective longitudinal study of patients with rheumatoid arthritis. Arthritis Rheum. "
    "1995;38(1):44-48.", doi="10.1002/art.1780380107")
ALETAHA_2005 = Reference(
    "Aletaha D, Nell VP, Stamm T, Uffmann M, Pflugbeil S, Machold K, Smolen JS. Acute phase "
    "reactants add little to composite disease activity indices for rheumatoid arthritis: "
    "validation of a clinical activity score. Arthritis Res Ther. 2005;7(4):R796-R806.",
    doi="10.1186/ar1740")
SMOLEN_2003 = Reference(
    "Smolen JS, Breedveld FC, Schiff MH, Kalden JR, Emery P, Eberl G, van Riel PL, Tugwell P. A "
    "simplified disease activity index for rheumatoid arthritis for use in clinical practice. "
    "Rheumatology (Oxford). 2003;42(2):244-257.", doi="10.1093/rheumatology/keg072")
ALETAHA_SMOLEN_2005_CER = Reference(
    "Aletaha D, Smolen J. The Simplified Disease Activity Index (SDAI) and the Clinical Disease "
    "Activity Index (CDAI): a review of their usefulness and validity in rheumatoid arthritis. "
    "Clin Exp Rheumatol. 2005;23(5 Suppl 39):S100-S108 (activity cut-points).")
DAS_WEBSITE = Reference(
    "van Riel PLCM, et al. DAS28 formulas and EULAR response criteria, DAS-score.nl (Radboud "
    "University Nijmegen Medical Centre): DAS28-CRP = 0.56*sqrt(TJC28) + 0.28*sqrt(SJC28) + "
    "0.36*ln(CRP mg/L + 1) + 0.014*GH + 0.96; activity cut-points 2.6 / 3.2 / 5.1.",
    url="https://www.das-score.nl/")
ALETAHA_2010 = Reference(
    "Aletaha D, Neogi T, Silman AJ, et al. 2010 Rheumatoid arthritis classification criteria: an "
    "American College of Rheumatology/European League Against Rheumatism collaborative "
    "initiative. Arthritis Rheum. 2010;62(9):2569-2581.", doi="10.1002/art.27584")


def tender_joints(**kw: Any) -> Count:
    return Count(name="tender_joint_count", range=(0, 28),
                 labels=("Tender joint count (28)", "Tender Joint Count (28)", "TJC28",
                         "Tender joint count"),
                 description="Number of tender joints of the 28-joint count (0-28)", **kw)


def swollen_joints(**kw: Any) -> Count:
    return Count(name="swollen_joint_count", range=(0, 28),
                 labels=("Swollen joint count (28)", "Swollen Joint Count (28)", "SJC28",
                         "Swollen joint count"),
                 description="Number of swollen joints of the 28-joint count (0-28)", **kw)


def patient_global(**kw: Any) -> Quantity:
    return Quantity(name="patient_global", unit="1", range=(0.0, 10.0),
                    labels=("Patient global assessment (0-10)", "Patient global assessment",
                            "PtGA"),
                    description="Patient global assessment of disease activity on a 0-10 scale "
                                "(10 cm VAS in cm)", **kw)


def evaluator_global(**kw: Any) -> Quantity:
    return Quantity(name="evaluator_global", unit="1", range=(0.0, 10.0),
                    labels=("Clinician global assessment (0-10)", "Evaluator global assessment",
                            "Provider global assessment", "EGA"),
                    description="Evaluator (physician) global assessment of disease activity on "
                                "a 0-10 scale", **kw)


def crp(**kw: Any) -> Quantity:
    kw.setdefault("description", "C-reactive protein")
    return Quantity(name="crp", unit="mg/L", units=("mg/L", "mg/dL"), range=(0.0, 500.0),
                    labels=("C-reactive protein (CRP)", "CRP"), **kw)


def esr(**kw: Any) -> Quantity:
    kw.setdefault("description", "Erythrocyte sedimentation rate (Westergren)")
    return Quantity(name="esr", unit="mm/h", units=("mm/h", "mm/hr"), range=(1.0, 200.0),
                    labels=("Erythrocyte Sedimentation Rate (ESR)", "ESR"), **kw)


def global_health(**kw: Any) -> Quantity:
    return Quantity(name="global_health", unit="1", range=(0.0, 10.0),
                    labels=("Global Health (0-10 cm VAS)", "Global health (0-10 cm VAS)",
                            "Global health", "Patient global health"),
                    description="Patient's assessment of general health / global disease "
                                "activity on a 10 cm VAS, in cm (0-10; the source's 0-100 mm "
                                "scale divided by 10)", **kw)


def das28_joints_and_global(tender_joint_count: Any, swollen_joint_count: Any,
                            global_health: Any) -> Any:
    """The part common to DAS28-ESR and DAS28-CRP (GH in cm; the source's mm = 10 x cm)."""
    return (0.56 * tender_joint_count ** 0.5 + 0.28 * swollen_joint_count ** 0.5
            + 0.014 * (10.0 * global_health))


def das28_esr(tender_joint_count: Any, swollen_joint_count: Any, esr: Any,
              global_health: Any) -> Any:
    """Prevoo 1995: 0.56 sqrt(TJC28) + 0.28 sqrt(SJC28) + 0.70 ln(ESR) + 0.014 GH(mm)."""
    return das28_joints_and_global(tender_joint_count, swollen_joint_count, global_health) \
        + 0.70 * log(esr)


def das28_crp(tender_joint_count: Any, swollen_joint_count: Any, crp: Any,
              global_health: Any) -> Any:
    """DAS28-CRP: 0.56 sqrt(TJC28) + 0.28 sqrt(SJC28) + 0.36 ln(CRP mg/L + 1) + 0.014 GH(mm)
    + 0.96."""
    return das28_joints_and_global(tender_joint_count, swollen_joint_count, global_health) \
        + 0.36 * log(crp + 1.0) + 0.96


def das28_activity(value: float) -> str:
    """EULAR DAS28 activity bands (remission < 2.6; low <= 3.2; moderate <= 5.1; high > 5.1)."""
    if value < 2.6:
        return "remission (DAS28 < 2.6)"
    if value <= 3.2:
        return "low disease activity (DAS28 2.6-3.2)"
    if value <= 5.1:
        return "moderate disease activity (DAS28 > 3.2 to 5.1)"
    return "high disease activity (DAS28 > 5.1)"


# -- ASDAS (shared by asdas_crp and asdas_esr) ---------------------------------------------

LUKAS_2009 = Reference(
    "Lukas C, Landewé R, Sieper J, et al. Development of an ASAS-endorsed disease activity "
    "score (ASDAS) in patients with ankylosing spondylitis. Ann Rheum Dis. 2009;68(1):18-24.",
    doi="10.1136/ard.2008.094870")
VAN_DER_HEIJDE_2009 = Reference(
    "van der Heijde D, Lie E, Kvien TK, et al. ASDAS, a highly discriminatory ASAS-endorsed "
    "disease activity score in patients with ankylosing spondylitis. Ann Rheum Dis. "
    "2009;68(12):1811-1818 (final ASDAS-CRP and ASDAS-ESR formulas).",
    doi="10.1136/ard.2008.100826")
MACHADO_2011 = Reference(
    "Machado P, Landewé R, Lie E, et al. Ankylosing Spondylitis Disease Activity Score (ASDAS): "
    "defining cut-off values for disease activity states and improvement scores. Ann Rheum Dis. "
    "2011;70(1):47-53 (< 1.3 inactive, 1.3-2.1 moderate, 2.1-3.5 high, > 3.5 very high).",
    doi="10.1136/ard.2010.138594")



def nrs(name: str, labels: tuple[str, ...], description: str) -> Quantity:
    return Quantity(name=name, unit="1", range=(0.0, 10.0), labels=labels,
                    description=description + " (0-10 numerical rating scale)")


def asdas_patient_features() -> list:
    """The four patient-reported ASDAS inputs (0-10 NRS each)."""
    return [
        nrs("back_pain", ("Back pain", "Total back pain"), "Total back pain over the last week"),
        nrs("morning_stiffness", ("Duration of morning stiffness", "Morning stiffness"),
            "Duration of morning stiffness over the last week (BASDAI question 6: 0 = none, "
            "10 = 2 hours or more)"),
        nrs("patient_global", ("Patient global assessment", "Patient global",
                               "Patient global assessment of disease activity"),
            "Patient global assessment of disease activity over the last week"),
        nrs("peripheral_pain", ("Peripheral pain/swelling", "Peripheral pain or swelling"),
            "Peripheral joint pain/swelling over the last week (BASDAI question 3)"),
    ]


def asdas_activity(value: float) -> str:
    """ASDAS states (Machado 2011 cut-offs, 2018 names)."""
    if value < 1.3:
        return "inactive disease (ASDAS < 1.3)"
    if value < 2.1:
        return "low disease activity (ASDAS 1.3 to < 2.1)"
    if value <= 3.5:
        return "high disease activity (ASDAS 2.1-3.5)"
    return "very high disease activity (ASDAS > 3.5)"


# -- Patient Activity Scales (PAS, PAS-II: Wolfe, Michaud & Pincus 2005) ------------------------

def haq_difficulty(name: str, labels: tuple[str, ...], activity: str,
                   scale: str = "HAQ") -> Category:
    """One HAQ / HAQ-II activity: over the past week, able to do it (0-3)?"""
    return Category(
        name=name, labels=labels,
        description=(f"{scale}: over the past week, able to "
                     f"{activity[0].lower() + activity[1:]}? (0-3)"),
        choices=(
            Choice("without_difficulty", "Without any difficulty", 0,
                   aliases=("no difficulty", "without difficulty")),
            Choice("some_difficulty", "With some difficulty", 1, aliases=("some difficulty",)),
            Choice("much_difficulty", "With much difficulty", 2, aliases=("much difficulty",)),
            Choice("unable", "Unable to do", 3, aliases=("unable",)),
        ))


def pas_pain_and_global() -> list:
    """Pain and patient global assessment (0-10 VAS each), as MDCalc's PAS forms label them."""
    return [Quantity(name="pain", unit="1", range=(0.0, 10.0),
                     labels=("Pain Visual Analog Scale (0-10)", "Pain VAS", "Pain"),
                     description="Pain on a 0-10 visual analogue scale"),
            Quantity(name="patient_global", unit="1", range=(0.0, 10.0),
                     labels=("Patient Global Assessment of Disease Activity (0-10)",
                             "Patient global assessment (0-10)", "Patient global assessment"),
                     description="Patient global assessment of disease activity, 0-10")]


def patient_activity_scale(haq: Any, pain: Any, patient_global: Any) -> Any:
    """PAS / PAS-II = (HAQ (or HAQ-II) x 3.33 + pain + patient global) / 3, 0-10."""
    return (haq * 3.33 + pain + patient_global) / 3.0


def pas_activity(value: float, scale: str) -> str:
    """PAS and PAS-II categories (ACR 2012, Anderson et al.; the same for both scales)."""
    if value <= 0.25:
        return f"remission ({scale} 0-0.25)"
    if value <= 3.70:
        return f"low disease activity ({scale} 0.26-3.70)"
    if value < 8.0:
        return f"moderate disease activity ({scale} 3.71-7.99)"
    return f"high disease activity ({scale} 8.00-10.00)"
