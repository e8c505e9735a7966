"""Glasgow Alcoholic Hepatitis Score (GAHS; Forrest et al., Gut 2005): age, WBC, urea, PT ratio
or INR and bilirubin, 5-12 points; >= 9 poor prognosis."""

import datetime as dt

from medcalc.core import Band, Calculator, Output, Reference, Version, banded, points_total
from medcalc.core.common import age, bilirubin, inr, urea, white_blood_cell_count

FORREST_2005 = Reference(
    "Forrest EH, Evans CD, Stewart S, et al. Analysis of factors predictive of mortality in "
    "alcoholic hepatitis and derivation and validation of the Glasgow alcoholic hepatitis "
    "score. Gut. 2005;54(8):1174-1179.", doi="10.1136/gut.2004.050781",
    url="https://pubmed.ncbi.nlm.nih.gov/16009691/")
FORREST_2007 = Reference(
    "Forrest EH, Morris AJ, Stewart S, et al. The Glasgow alcoholic hepatitis score identifies "
    "patients who may benefit from corticosteroids. Gut. 2007;56(12):1743-1746.",
    doi="10.1136/gut.2006.099226")
MDCALC = Reference("MDCalc. Glasgow Alcoholic Hepatitis Score.")

UMOL = 17.1  # µmol/L per mg/dL bilirubin

ITEMS = (
    banded("age_points", "Age (years)", "age",
           (Band("lt50", "< 50", 1, lt=50.0), Band("ge50", ">= 50", 2, ge=50.0)), aliases=("Age",)),
    banded("wbc_points", "WBC (x10^9/L)", "white_blood_cell_count",
           (Band("lt15", "< 15", 1, lt=15.0), Band("ge15", ">= 15", 2, ge=15.0)),
           aliases=("WBC", "White blood cell count")),
    banded("urea_points", "Urea (mmol/L)", "urea",
           (Band("lt5", "< 5 mmol/L", 1, lt=5.0), Band("ge5", ">= 5 mmol/L", 2, ge=5.0)),
           aliases=("Urea", "BUN")),
    banded("inr_points", "PT ratio or INR", "inr",
           (Band("lt1_5", "< 1.5", 1, lt=1.5), Band("1_5_2_0", "1.5-2.0", 2, ge=1.5, le=2.0),
            Band("gt2_0", "> 2.0", 3, gt=2.0)), aliases=("INR", "PT ratio")),
    banded("bilirubin_points", "Bilirubin (µmol/L)", "bilirubin",
           (Band("lt125", "< 125 µmol/L (< 7.3 mg/dL)", 1, lt=125.0 / UMOL),
            Band("125_250", "125-250 µmol/L (7.3-14.6 mg/dL)", 2, ge=125.0 / UMOL, le=250.0 / UMOL),
            Band("gt250", "> 250 µmol/L (> 14.6 mg/dL)", 3, gt=250.0 / UMOL)),
           aliases=("Bilirubin",)),
)
gahs = points_total(ITEMS)


def interpret(score):
    if score >= 9:
        return (f"GAHS {score}: >= 9, poor prognosis (28-day survival 46% untreated in Forrest "
                "2005); in Forrest 2007 corticosteroids improved survival in this group")
    return f"GAHS {score}: < 9, better prognosis (28-day survival 87% in Forrest 2005)"


CALCULATOR = Calculator(
    id="glasgow_alcoholic_hepatitis_score",
    name="Glasgow Alcoholic Hepatitis Score",
    aliases=["Glasgow Alcoholic Hepatitis Score (GAHS)", "GAHS", "Glasgow alcoholic hepatitis"],
    specialty="gastroenterology_hepatology",
    description="Mortality in alcoholic hepatitis (5-12 points): age, WBC, urea, PT ratio/INR, "
                "bilirubin; >= 9 poor prognosis.",
    keywords=["alcoholic hepatitis", "prognosis", "corticosteroids", "Glasgow",
              "alcoholic hepatitis mortality", "who benefits from steroids in alcoholic hepatitis",
              "28-day survival alcoholic hepatitis", "alcoholic hepatitis prognosis",
              "poor prognosis alcohol hepatitis", "steroid benefit when discriminant function high"],
    features=[
        age(), white_blood_cell_count(),
        urea(description="Serum urea (mmol/L); BUN in mg/dL under 'bun'"),
        inr(description="Prothrombin time ratio or INR"),
        bilirubin(),
    ],
    items=list(ITEMS),
    versions=[Version("forrest_2005", dt.date(2005, 8, 1), FORREST_2005, gahs,
                      notes="Age < 50: 1, >= 50: 2; WBC < 15: 1, >= 15: 2; urea < 5: 1, >= 5: "
                            "2; PT ratio/INR < 1.5: 1, 1.5-2.0: 2, > 2.0: 3; bilirubin < 125: "
                            "1, 125-250: 2, > 250 µmol/L: 3.")],
    output=Output(kind="integer", unit="points", range=(5, 12)),
    interpret=interpret,
    references=[FORREST_2005, FORREST_2007, MDCALC],
    notes="Points as Forrest 2005 in SI units (urea mmol/L, bilirubin µmol/L; mg/dL values "
          "converted: bilirubin 17.1, BUN 2.801 per mmol/L urea). The paper used the PT ratio; "
          "the INR is accepted in its place as MDCalc does. Cut-off 9.",
)
