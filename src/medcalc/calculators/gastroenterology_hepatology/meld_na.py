"""MELD-Na as computed by OPTN/UNOS policy from January 2016 (candidates aged 12 and older), and
its first edition, Kim et al. 2008 (NEJM)."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Condition,
    Output,
    Reference,
    Version,
    either,
)
from medcalc.core.common import bilirubin, creatinine, inr, sodium
from medcalc.core.vector import floor, log, maximum, minimum, snap, where

OPTN_2016 = Reference(
    "Organ Procurement and Transplantation Network. OPTN Policy 9.1.D: MELD Score (serum sodium "
    "added; effective January 11, 2016). MELD(i) = 0.957 x ln(creatinine mg/dL) + 0.378 x "
    "ln(bilirubin mg/dL) + 1.120 x ln(INR) + 0.643, rounded to the tenth decimal place and "
    "multiplied by 10; if MELD(i) > 11: MELD = MELD(i) + 1.32 x (137 - Na) - [0.033 x MELD(i) "
    "x (137 - Na)].", url="https://optn.transplant.hrsa.gov/news/meld-serum-sodium-policy-changes/")
KIM_2008 = Reference(
    "Kim WR, Biggins SW, Kremers WK, et al. Hyponatremia and mortality among patients on the "
    "liver-transplant waiting list. N Engl J Med. 2008;359(10):1018-1026 (MELDNa = MELD - Na - "
    "[0.025 x MELD x (140 - Na)] + 140, serum sodium bounded to 125-140 mmol/L; MELD on its "
    "6-40 scale).",
    doi="10.1056/NEJMoa0801209", url="https://pubmed.ncbi.nlm.nih.gov/18768945/")
KAMATH_2001 = Reference(
    "Kamath PS, Wiesner RH, Malinchoc M, et al. A model to predict survival in patients with "
    "end-stage liver disease. Hepatology. 2001;33(2):464-470.", doi="10.1053/jhep.2001.22172")

# "Dialysis at least twice in the past week, or CVVHD for >= 24 hours in the past week": one
# either-or question over the two boolean inputs (OPTN Policy 9.1.D sets creatinine to 4.0 for
# either). MDCalc asks it as one yes/no field, labelled "Dialysis at least twice in the past
# week" (MedMCP-Calc records), which MDCalc's formula applies to either treatment.
DIALYSIS = either(
    "dialysis", "Dialysis at least twice in the past week, or CVVHD for >= 24 hours in the past "
    "week",
    (Condition("dialysis_twice_past_week"), Condition("cvvhd_24h_past_week")),
    points=True, no_points=False,
    aliases=("Dialysis at least twice in the past week",
             "Dialysis at least twice or CVVHD for >= 24 hours in the past week",
             "Dialysis twice or CVVHD 24 hours in the past week", "renal replacement past week"),
    description="Two or more dialysis treatments, or at least 24 hours of CVVHD, in the 7 days "
                "before the laboratory values: creatinine is then set to 4.0 mg/dL.")


def _meld_i(creatinine, bilirubin, inr, dialysis):
    """MELD(i) with the bounds of OPTN Policy 9.1.D (used for both editions): lab values < 1.0
    set to 1.0; creatinine > 4.0, or dialysis/CVVHD in the prior week, set to 4.0; rounded to
    the tenth decimal place and multiplied by 10 (half up)."""
    cr = where(dialysis, 4.0, minimum(maximum(creatinine, 1.0), 4.0))
    bili = maximum(bilirubin, 1.0)
    inr_b = maximum(inr, 1.0)
    raw = 0.957 * log(cr) + 0.378 * log(bili) + 1.120 * log(inr_b) + 0.643
    return cr, bili, inr_b, floor(raw * 10.0 + 0.5)


def meld_na_optn_2016(creatinine, bilirubin, inr, sodium, dialysis):
    cr, bili, inr_b, meld_i = _meld_i(creatinine, bilirubin, inr, dialysis)
    na = minimum(maximum(sodium, 125.0), 137.0)
    meld_na = where(meld_i > 11, meld_i + 1.32 * (137.0 - na) - 0.033 * meld_i * (137.0 - na),
                    meld_i)
    # Final score: nearest whole number (half up), maximum 40.
    value = minimum(floor(meld_na + 0.5), 40)
    return {
        "value": value,
        "creatinine_used": cr,
        "bilirubin_used": bili,
        "inr_used": inr_b,
        "sodium_used": na,
        "meld_i": meld_i,
        "meld_na_unrounded": meld_na,
    }


def meld_na_kim_2008(creatinine, bilirubin, inr, sodium, dialysis):
    cr, bili, inr_b, meld_i = _meld_i(creatinine, bilirubin, inr, dialysis)
    meld = minimum(meld_i, 40)  # MELD on its 6-40 scale
    na = minimum(maximum(sodium, 125.0), 140.0)
    # MELD - Na - 0.025 x MELD x (140 - Na) + 140, at every MELD (no MELD(i) > 11 condition).
    meld_na = meld - na - 0.025 * meld * (140.0 - na) + 140.0
    # Nearest whole number, half up (snapped to 1e-9 so that 22.5 is not 22.499999999999996);
    # with MELD <= 40 the result is at most 40, the cap is a guard.
    value = minimum(floor(snap(meld_na) + 0.5), 40)
    return {
        "value": value,
        "creatinine_used": cr,
        "bilirubin_used": bili,
        "inr_used": inr_b,
        "sodium_used": na,
        "meld_i": meld_i,
        "meld_na_unrounded": meld_na,
    }


CALCULATOR = Calculator(
    id="meld_na",
    name="MELD Na (UNOS/OPTN)",
    aliases=["MELDNa/MELD-Na Score for Liver Cirrhosis", "MELD-Na", "MELDNa", "MELD Na",
             "MELD sodium", "MELD Na (UNOS/OPTN)", "MELD-Na score"],
    specialty="gastroenterology_hepatology",
    description=("Model for End-Stage Liver Disease with serum sodium as computed by OPTN/UNOS "
                 "policy 2016-2023 (6-40 points), for liver-transplant candidates aged 12 and "
                 "older; Kim et al. 2008's original MELDNa as the earlier edition."),
    keywords=["liver transplant", "end-stage liver disease", "cirrhosis mortality", "MELD",
              "transplant allocation", "hyponatremia", "UNOS", "OPTN", "90-day mortality",
              "liver transplant priority with sodium", "90-day mortality in cirrhosis",
              "end-stage liver disease severity", "transplant waitlist ranking",
              "cirrhosis death risk with hyponatremia", "liver transplant allocation score"],
    features=[
        creatinine(description="Serum creatinine (bounded to 1.0-4.0 mg/dL)"),
        bilirubin(description="Serum total bilirubin (values < 1.0 mg/dL set to 1.0)"),
        inr(description="International normalized ratio (values < 1.0 set to 1.0)"),
        sodium(description="Serum sodium (bounded to 125-137 mmol/L; 125-140 in Kim 2008)"),
        Boolean(name="dialysis_twice_past_week",
                description="Two or more dialysis treatments within the prior week (one source "
                            "of the either-or item 'dialysis')",
                definition=("Two or more (intermittent) dialysis treatments in the 7 days "
                            "before the laboratory values; sets creatinine to 4.0 mg/dL.")),
        Boolean(name="cvvhd_24h_past_week",
                description="24 hours of continuous veno-venous hemodialysis (CVVHD) within the "
                            "prior week (one source of the either-or item 'dialysis')",
                definition=("At least 24 hours of CVVHD in the 7 days before the laboratory "
                            "values; sets creatinine to 4.0 mg/dL.")),
    ],
    items=[DIALYSIS],
    versions=[
        Version("optn_2016", dt.date(2016, 1, 11), OPTN_2016, meld_na_optn_2016,
                notes=("OPTN policy rules: creatinine, bilirubin, INR floored at 1.0; "
                       "creatinine capped at 4.0 and set to 4.0 after >= 2 dialysis "
                       "treatments or 24 h CVVHD in the prior week; MELD(i) rounded to "
                       "the tenth and x 10; sodium term only when MELD(i) > 11, with Na "
                       "bounded to 125-137; maximum 40. Replaced by MELD 3.0 on "
                       "2023-07-13.")),
        Version("kim_2008", dt.date(2008, 9, 4), KIM_2008, meld_na_kim_2008,
                notes=("Kim 2008 (NEJM, published 2008-09-04): MELDNa = MELD - Na - 0.025 x "
                       "MELD x (140 - Na) + 140 = MELD + (140 - Na) x (1 - 0.025 x MELD), Na "
                       "bounded to 125-140, at every MELD; MELD computed as in OPTN policy "
                       "(bounds, dialysis/CVVHD, tenth x 10) and capped at 40; result rounded "
                       "half up. The edition in force for as_of before 2016-01-11.")),
    ],
    output=Output(kind="integer", unit="points", decimals=0, range=(6, 40)),
    references=[OPTN_2016, KIM_2008, KAMATH_2001],
    notes=(
        "Implements OPTN policy 9.1.D as worded from January 2016: MELD(i) = 0.957 ln(Cr) + "
        "0.378 ln(bili) + 1.120 ln(INR) + 0.643, rounded to the tenth decimal place and "
        "multiplied by 10 (an integer from 6); when MELD(i) > 11 the score is recalculated as "
        "MELD(i) + 1.32 (137 - Na) - 0.033 MELD(i) (137 - Na). The policy text does not itself "
        "say how the recalculated value is rounded; allocation scores are whole numbers and "
        "calculators such as MDCalc's show the nearest integer, so the value is rounded half up "
        "(the unrounded value is in the breakdown as meld_na_unrounded). The cap of 40 is "
        "applied to the final score (equivalent to capping MELD(i) first, since the sodium term "
        "is 0 at MELD(i) = 40 and the score increases with MELD(i)). The policy applies to "
        "candidates aged 12 or older (PELD below 12); age is not an input, so this is not "
        "checked. Editions: "
        "'kim_2008' (Kim et al., NEJM 2008; as_of from 2008-09-04 to 2016-01-10) and "
        "'optn_2016' (default, from 2016-01-11). They differ in three ways: Kim's equation "
        "MELD - Na - 0.025 x MELD x (140 - Na) + 140 has reference sodium 140 and weights 1 and "
        "0.025, OPTN's MELD(i) + 1.32 x (137 - Na) - 0.033 x MELD(i) x (137 - Na) has 137, 1.32 "
        "and 0.033; Kim bounds sodium to 125-140, OPTN to 125-137 (a sodium of 137-140 adds "
        "points under Kim only); Kim applies the sodium term at every MELD, OPTN only when "
        "MELD(i) > 11 (e.g. MELD 11 with Na 125: Kim 22, OPTN 11). Both use the policy's "
        "MELD(i) (lab values < 1.0 set to 1.0, creatinine capped at 4.0 and set to 4.0 after "
        "dialysis or CVVHD, rounded to the tenth and x 10), both final scores are rounded half "
        "up and capped at 40 (under Kim the cap is reached only when MELD is 40). Kim 2008 was "
        "not itself allocation policy: before 2016 OPTN allocated by MELD without sodium. "
        "Dialysis is one either-or question ('dialysis', label 'Dialysis at least twice in the "
        "past week, or CVVHD for >= 24 hours in the past week'): answer it as one boolean, or "
        "give either of the two boolean inputs (it is decided from those given; missing only "
        "when both are missing). MDCalc's single field 'Dialysis at least twice in the past "
        "week' is accepted as this question. Sodium is used as measured (some "
        "calculators, e.g. QxMD, describe a glucose-adjusted sodium; the policy text does "
        "not). MedCalc-Bench (calculator 23): its explanations put the raw MELD(i) before "
        "rounding and multiplying by 10 (e.g. 1.83 instead of 18) into the 0.033 term, which "
        "changes the result when Na < 137 and MELD(i) > 11."),
)
