"""FEV1/FVC ratio and airflow obstruction: below the fixed ratio 0.70 (GOLD) or below the lower
limit of normal (ERS/ATS interpretive standard)."""

import datetime as dt

from medcalc.core import (
    Calculator,
    Implausible,
    Output,
    Quantity,
    Reference,
    Variant,
    Version,
)
from medcalc.core.vector import any_true, snap

GOLD_2001 = Reference(
    "Pauwels RA, Buist AS, Calverley PM, Jenkins CR, Hurd SS; GOLD Scientific Committee. Global "
    "strategy for the diagnosis, management, and prevention of chronic obstructive pulmonary "
    "disease. NHLBI/WHO Global Initiative for Chronic Obstructive Lung Disease (GOLD) Workshop "
    "summary. Am J Respir Crit Care Med. 2001;163(5):1256-1276 (post-bronchodilator FEV1/FVC "
    "< 0.70 confirms airflow limitation; kept in every later GOLD report).")
GOLD_REPORT = Reference(
    "Global Initiative for Chronic Obstructive Lung Disease. Global Strategy for the Prevention, "
    "Diagnosis and Management of COPD (current report): a post-bronchodilator FEV1/FVC < 0.7 "
    "confirms persistent airflow limitation.", url="https://goldcopd.org/")
STANOJEVIC_2022 = Reference(
    "Stanojevic S, Kaminsky DA, Miller MR, Thompson B, Aliverti A, Barjaktarevic I, et al. "
    "ERS/ATS technical standard on interpretive strategies for routine lung function tests. "
    "Eur Respir J. 2022;60(1):2101499 (obstruction: FEV1/FVC below the lower limit of normal, "
    "z-score < -1.645).", doi="10.1183/13993003.01499-2021")
PELLEGRINO_2005 = Reference(
    "Pellegrino R, Viegi G, Brusasco V, Crapo RO, Burgos F, Casaburi R, et al. Interpretative "
    "strategies for lung function tests. Eur Respir J. 2005;26(5):948-968 (obstruction: "
    "FEV1/VC below the 5th percentile of predicted).", doi="10.1183/09031936.05.00035205")

FIXED_RATIO = 0.70
FIXED, LLN = "fixed_ratio_0.70", "lower_limit_of_normal"


def _check(fev1, fvc):
    # FEV1 is the volume exhaled in the first second of the forced vital capacity manoeuvre:
    # it cannot exceed the FVC (swapped inputs, or a slow vital capacity in place of the FVC).
    if any_true(fev1 > fvc):
        raise Implausible("FEV1 is larger than FVC (are they swapped?)",
                          features=("fev1", "fvc"))
    return fev1 / fvc


def fev1_fvc_gold(fev1, fvc):
    ratio = _check(fev1, fvc)
    return {
        "value": {"fev1_fvc_ratio": ratio, "criterion": FIXED,
                  "airflow_obstruction": snap(ratio) < FIXED_RATIO},
        "fev1_fvc_percent": ratio * 100.0,
        "threshold": FIXED_RATIO,
    }


def fev1_fvc_lln(fev1, fvc, fev1_fvc_lln):
    ratio = _check(fev1, fvc)
    return {
        "value": {"fev1_fvc_ratio": ratio, "criterion": LLN,
                  "airflow_obstruction": snap(ratio) < snap(fev1_fvc_lln)},
        "fev1_fvc_percent": ratio * 100.0,
        "threshold": fev1_fvc_lln,
    }


def interpret(record):
    ratio = f"FEV1/FVC {record['fev1_fvc_ratio']:.2f}"
    if record["criterion"] == FIXED:
        if record["airflow_obstruction"]:
            return (f"{ratio} < 0.70: airflow obstruction by the GOLD fixed ratio (for COPD the "
                    "ratio must be post-bronchodilator)")
        return f"{ratio} >= 0.70: no airflow obstruction by the GOLD fixed ratio"
    if record["airflow_obstruction"]:
        return (f"{ratio} below the lower limit of normal: airflow obstruction (ERS/ATS 2022 "
                "interpretive standard)")
    return (f"{ratio} not below the lower limit of normal: no airflow obstruction (ERS/ATS 2022 "
            "interpretive standard)")


def _volume(name, description, hi):
    return Quantity(name=name, unit="L", units=("L", "mL"), range=(0.1, hi),
                    description=description)


# Two criteria for obstruction in use at the same time (GOLD keeps the fixed ratio; the ERS/ATS
# interpretive standard uses the LLN): parallel conventions, not editions.
FIXED_VARIANT = Variant("fixed_ratio", "Obstruction when FEV1/FVC < 0.70 (GOLD)", GOLD_2001)
LLN_VARIANT = Variant("lln", "Obstruction when FEV1/FVC is below the lower limit of normal "
                             "(ERS/ATS)", STANOJEVIC_2022)


CALCULATOR = Calculator(
    id="fev1_fvc_ratio",
    name="FEV1/FVC Ratio",
    aliases=["用力呼吸一秒率", "FEV1/FVC", "FEV1 to FVC ratio", "forced expiratory ratio",
             "一秒率"],
    specialty="pulmonology",
    description=("Ratio of the forced expiratory volume in 1 second to the forced vital capacity "
                 "on spirometry, and whether it shows airflow obstruction: below 0.70 (GOLD "
                 "fixed ratio, default) or below the patient's lower limit of normal (ERS/ATS)."),
    keywords=["spirometry", "airflow obstruction", "airflow limitation", "obstructive lung disease",
              "COPD diagnosis", "asthma", "pulmonary function test", "PFT", "FEV1", "FVC", "GOLD",
              "lower limit of normal", "LLN", "post-bronchodilator", "is there airflow obstruction",
              "obstructive versus restrictive spirometry", "spirometry ratio for COPD diagnosis",
              "confirm COPD on lung function", "airway obstruction on breathing test",
              "forced expiratory volume ratio"],
    features=[
        _volume("fev1", "Forced expiratory volume in 1 second (FEV1)", 8.0),
        _volume("fvc", "Forced vital capacity (FVC)", 10.0),
        Quantity(name="fev1_fvc_lln", unit="1", units=("1", "%"), range=(0.3, 1.0),
                 description=("Lower limit of normal of FEV1/FVC for this patient (5th "
                              "percentile of the reference equation, e.g. GLI-2012, as printed "
                              "on the spirometry report), as a fraction or with '%'; used by "
                              "the LLN version only")),
    ],
    versions=[
        Version("gold_fixed_ratio", dt.date(2001, 4, 1), GOLD_2001, fev1_fvc_gold,
                variant="fixed_ratio",
                notes=("Airflow obstruction when FEV1/FVC < 0.70 (GOLD since 2001; a "
                       "post-bronchodilator ratio for the diagnosis of COPD).")),
        Version("ers_ats_2022_lln", dt.date(2022, 7, 1), STANOJEVIC_2022, fev1_fvc_lln,
                variant="lln",
                notes=("Airflow obstruction when FEV1/FVC is below the lower limit of normal "
                       "(5th percentile, z < -1.645) of the reference equation; the LLN is an "
                       "input (from the spirometry report), not computed here. Pellegrino 2005 "
                       "(ATS/ERS) already used the 5th percentile.")),
    ],
    variants=[FIXED_VARIANT, LLN_VARIANT],
    default_version="gold_fixed_ratio",
    output=Output(kind="record",
                  description=("fev1_fvc_ratio (fraction), criterion (fixed_ratio_0.70 or "
                               "lower_limit_of_normal) and airflow_obstruction (true/false)")),
    interpret=interpret,
    references=[GOLD_2001, GOLD_REPORT, STANOJEVIC_2022, PELLEGRINO_2005],
    notes=(
        "The ratio is FEV1/FVC as a fraction (the breakdown also gives it in percent). Two "
        "criteria for obstruction, in use at the same time, are variants (chosen explicitly, "
        "never by a date): 'fixed_ratio', the GOLD fixed ratio < 0.70 (default; version "
        "gold_fixed_ratio; GOLD requires a post-bronchodilator ratio for COPD), and 'lln', the "
        "ERS/ATS 2022 lower limit of normal (version ers_ats_2022_lln; an as_of before "
        "2022-07-01 has no edition of it, although Pellegrino 2005 already used the LLN). "
        "The LLN is not computed (the GLI-2012 reference equations need "
        "their spline tables): give it from the spirometry report as fev1_fvc_lln. The two "
        "criteria disagree mainly in older adults (fixed ratio over-diagnoses) and in young "
        "adults (fixed ratio under-diagnoses). A ratio exactly at the threshold is not "
        "obstruction (< is strict). FEV1 larger than FVC is NA implausible."),
)
