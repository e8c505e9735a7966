"""Vaginal birth after cesarean (MFMU Network calculator, 2021 model without race and ethnicity;
Grobman et al., Am J Obstet Gynecol 2021)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Category, Choice, Output, Quantity, Reference
from medcalc.core import Version
from medcalc.core.common import age, height
from medcalc.core.vector import logistic

GROBMAN_2021 = Reference(
    "Grobman WA, Sandoval G, Rice MM, et al. Prediction of vaginal birth after cesarean "
    "delivery in term gestations: a calculator without race and ethnicity. Am J Obstet Gynecol. "
    "2021;225(6):664.e1-664.e7 (PMID 34043983, PMCID PMC8611105).",
    doi="10.1016/j.ajog.2021.05.021")
GROBMAN_2007 = Reference(
    "Grobman WA, Lai Y, Landon MB, et al. Development of a nomogram for prediction of vaginal "
    "birth after cesarean delivery. Obstet Gynecol. 2007;109(4):806-812 (superseded model with "
    "race and ethnicity; not implemented).", doi="10.1097/01.AOG.0000259312.36053.02")
MFMU_WEB = Reference(
    "Eunice Kennedy Shriver NICHD Maternal-Fetal Medicine Units Network. Vaginal Birth after "
    "Cesarean (VBAC) calculator (2021 model).",
    url="https://mfmunetwork.bsc.gwu.edu/web/mfmunetwork/vaginal-birth-after-cesarean-calculator")
ACOG_205 = Reference(
    "American College of Obstetricians and Gynecologists. Practice Bulletin No. 205: Vaginal "
    "birth after cesarean delivery. Obstet Gynecol. 2019;133(2):e110-e127 (a predicted "
    "probability of VBAC of at least 60-70% is associated with maternal morbidity equal to or "
    "less than that of an elective repeat cesarean).", doi="10.1097/AOG.0000000000003078")

OBSTETRIC_HISTORY = Category(
    name="obstetric_history",
    labels=("Obstetrical history", "Obstetric history", "Previous vaginal birth",
            "Prior vaginal delivery"),
    description=("Vaginal births before the current pregnancy: none; only before the previous "
                 "cesarean; or a vaginal birth after the previous cesarean (VBAC), whether or "
                 "not there was also one before it"),
    choices=(
        Choice("none", "No previous vaginal birth", 0,
               aliases=("None", "No", "No vaginal birth", "No previous vaginal delivery")),
        Choice("before_cesarean_only", "Vaginal birth only before the cesarean", 1,
               aliases=("Vaginal birth only before cesarean", "Before cesarean only",
                        "Vaginal delivery only before the cesarean",
                        "Prior vaginal birth before cesarean")),
        Choice("vbac", "Previous vaginal birth after cesarean (VBAC)", 2,
               aliases=("VBAC", "Previous VBAC", "Prior VBAC", "Vaginal birth after cesarean",
                        "Vaginal birth after the cesarean")),
    ))

FEATURES = [
    age(range=(12.0, 60.0), labels=("Maternal age", "Age, years"),
        description="Maternal age, years"),
    Quantity(name="prepregnancy_weight", unit="kg", units=("kg", "g", "lb"), range=(30.0, 250.0),
             labels=("Pre-pregnancy weight", "Prepregnancy weight", "Weight before pregnancy"),
             description="Pre-pregnancy weight"),
    height(range=(120.0, 210.0), labels=("Maternal height",), description="Maternal height"),
    Boolean(name="arrest_disorder",
            labels=("Arrest disorder indication for the previous cesarean",
                    "Previous cesarean for arrest of dilation or descent",
                    "Indication for prior cesarean: arrest disorder"),
            description="The previous cesarean was performed for an arrest disorder (arrest of "
                        "dilation or arrest of descent)"),
    OBSTETRIC_HISTORY,
    Boolean(name="treated_chronic_hypertension",
            labels=("Treated chronic hypertension", "Chronic hypertension on medication",
                    "Chronic hypertension"),
            description="Chronic hypertension treated with medication (the abstract says "
                        "'chronic hypertension'; the model's variable is treated chronic "
                        "hypertension)"),
]


def vbac_2021(age, prepregnancy_weight, height, arrest_disorder, obstetric_history,
              treated_chronic_hypertension):
    w = (-5.952 - 0.023 * age - 0.024 * prepregnancy_weight + 0.056 * height
         - 0.597 * arrest_disorder
         + 0.868 * (obstetric_history == 1) + 1.869 * (obstetric_history == 2)
         - 0.966 * treated_chronic_hypertension)
    return {"value": 100 * logistic(w), "logit": w}


def interpret(value):
    return (f"{value:.1f}% predicted probability of vaginal birth after cesarean with a trial of "
            f"labor (ACOG PB 205: a predicted probability of at least 60-70% is associated "
            f"with maternal morbidity equal to or less than that of a repeat cesarean)")


CALCULATOR = Calculator(
    id="vbac_mfmu",
    name="Vaginal Birth After Cesarean (MFMU)",
    aliases=["VBAC calculator", "MFMU VBAC calculator", "VBAC success calculator",
             "Trial of labor after cesarean success"],
    specialty="obstetrics_gynecology",
    description=("Probability (%) of vaginal birth after cesarean for a trial of labour at term "
                 "(MFMU Network 2021 logistic model without race and ethnicity: age, "
                 "pre-pregnancy weight, height, arrest-disorder indication for the previous "
                 "cesarean, previous vaginal birth, treated chronic hypertension)."),
    keywords=["VBAC", "TOLAC", "trial of labor after cesarean", "previous cesarean", "MFMU",
              "Grobman", "chance of vaginal birth after cesarean", "trial of labor success",
              "VBAC success probability", "labor after prior C-section",
              "repeat cesarean versus trial of labor", "vaginal delivery after cesarean likelihood"],
    features=FEATURES,
    versions=[Version("grobman_2021", dt.date(2021, 6, 1), GROBMAN_2021, vbac_2021,
                      notes="w = -5.952 - 0.023 age (y) - 0.024 pre-pregnancy weight (kg) + "
                            "0.056 height (cm) - 0.597 arrest-disorder indication + 0.868 "
                            "vaginal birth only before the cesarean + 1.869 previous VBAC - "
                            "0.966 treated chronic hypertension; p = e^w / (1 + e^w).")],
    output=Output(kind="number", unit="%", decimals=1, range=(0.0, 100.0)),
    interpret=interpret,
    references=[GROBMAN_2021, MFMU_WEB, ACOG_205, GROBMAN_2007],
    notes=("Population of the model: term (>= 37 0/7 weeks) live singleton cephalic pregnancy, "
           "one previous low-transverse cesarean, trial of labour; predictors ascertainable at "
           "the first prenatal visit. Provenance of the coefficients: the equation of Grobman "
           "2021 (the paper's equation and Table 3, PMC8611105) could not be read from a stored "
           "copy of the paper; it was taken from two open implementations in different "
           "projects that cite that paper and agree on every number (intercept -5.952; age "
           "-0.023; weight -0.024; height +0.056; arrest -0.597; vaginal birth only before the "
           "cesarean +0.868; VBAC +1.869; treated chronic hypertension -0.966). Independent "
           "check: the example outputs listed by one of them, which its authors compare with "
           "the MFMU web calculator within 0.5 percentage points, lie 0.1-0.4 points below this "
           "rounded equation on all 12 examples (e.g. 30 y, 71 kg, 156 cm, no vaginal birth: "
           "59.4% listed vs 59.6% here), as expected from the web calculator's unrounded "
           "coefficients; the signs and sizes match the MFMU labour-admission model (age "
           "-0.031, weight -0.016, height +0.054, arrest -0.621, vaginal birth before +0.885, "
           "VBAC +1.733). Display may therefore differ from the MFMU website by a few tenths of "
           "a percentage point. The 2007 model (Grobman 2007: age, pre-pregnancy BMI, African "
           "American race, Hispanic ethnicity, any previous vaginal birth, previous VBAC, "
           "recurring indication) was withdrawn by the MFMU Network in 2021 and is not "
           "implemented. 'VBAC' means a vaginal birth after the previous cesarean, whether or "
           "not there was also a vaginal birth before it."),
)
