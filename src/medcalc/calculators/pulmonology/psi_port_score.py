"""Pneumonia Severity Index (PSI / PORT score): points and risk classes I-V for
community-acquired pneumonia (Fine et al., N Engl J Med 1997)."""

import datetime as dt

from medcalc.core import (
    Boolean,
    Calculator,
    Condition,
    Output,
    Precondition,
    Quantity,
    Reference,
    Version,
    criterion,
    either,
)
from medcalc.core.analytes import UREA_NITROGEN
from medcalc.core.common import (
    FEMALE,
    age,
    arterial_ph,
    glucose,
    heart_rate,
    hematocrit,
    oxygen_saturation,
    respiratory_rate,
    sex,
    sodium,
    systolic_bp,
    temperature,
    urea,
)
from medcalc.core.vector import floor, snap, where

FINE_1997 = Reference(
    "Fine MJ, Auble TE, Yealy DM, Hanusa BH, Weissfeld LA, Singer DE, Coley CM, Marrie TJ, "
    "Kapoor WN. A prediction rule to identify low-risk patients with community-acquired "
    "pneumonia. N Engl J Med. 1997;336(4):243-250 (Figure 1: step 1; Table 2: point scoring "
    "system; risk classes II-V by points).",
    doi="10.1056/NEJM199701233360402", url="https://pubmed.ncbi.nlm.nih.gov/8995086/")

# BUN >= 30 mg/dL (11 mmol/L in the paper's rounding): 1 mmol/L of urea carries 28.0134 mg of
# nitrogen per litre, i.e. 2.80134 mg/dL of BUN. The threshold on urea (mmol/L) is rounded to 12
# significant digits, as every converted input is, so that BUN 30 mg/dL meets it exactly.
BUN_MG_DL_PER_MMOL_L = UREA_NITROGEN.molar_mass / 10.0
BUN_THRESHOLD_MG_DL = 30.0
UREA_THRESHOLD_MMOL_L = float(f"{BUN_THRESHOLD_MG_DL / BUN_MG_DL_PER_MMOL_L:.12g}")

# Fine 1997 Table 2, one item per row as the table prints it (points as `points`); aliases are
# MDCalc's field labels. The age/sex points are a formula (age, female age - 10), not an item.
NURSING_HOME = criterion("nursing_home_resident", "Nursing home resident", points=10,
                         aliases=("Nursing home residence",))
NEOPLASTIC = criterion("neoplastic_disease", "Neoplastic disease", points=30,
                       aliases=("Neoplastic disease history",))
LIVER = criterion("liver_disease", "Liver disease", points=20,
                  aliases=("Liver disease history",))
CHF = criterion("congestive_heart_failure", "Congestive heart failure", points=10,
                aliases=("CHF history", "Congestive heart failure history"))
CEREBROVASCULAR = criterion("cerebrovascular_disease", "Cerebrovascular disease", points=10,
                            aliases=("Cerebrovascular disease history",))
RENAL = criterion("renal_disease", "Renal disease", points=10,
                  aliases=("Renal disease history",))
MENTAL_STATUS = criterion("altered_mental_status", "Altered mental status", points=20)
RESPIRATORY_RATE = criterion("respiratory_rate", "Respiratory rate >= 30/min", ge=30.0,
                             points=20, aliases=("Respiratory rate ≥30 breaths/min",
                                                 "Respiratory rate >= 30 breaths/min"))
SYSTOLIC_BP = criterion("systolic_bp", "Systolic blood pressure < 90 mmHg", lt=90.0, points=20,
                        aliases=("Systolic blood pressure <90 mmHg", "SBP < 90 mmHg"))
# One row, two bounds: met below 35 °C or at 40 °C and above (Fine 1997: "< 35 or >= 40").
TEMPERATURE = either(
    "temperature", "Temperature < 35 °C or >= 40 °C",
    (Condition("temperature", lt=35.0), Condition("temperature", ge=40.0)), points=15,
    aliases=("Temperature <35°C (95°F) or >39.9°C (103.8°F)", "Temperature <35°C or >39.9°C",
             "Temperature < 35 or >= 40 °C"),
    yes_aliases=("<35 or >=40", "<35", ">=40", ">39.9"),
    no_aliases=("35-39.9", "35 to < 40", ">=35 and <40"))
HEART_RATE = criterion("heart_rate", "Pulse >= 125/min", ge=125.0, points=10,
                       aliases=("Pulse ≥125 beats/min", "Heart rate >= 125 beats/min"))
ARTERIAL_PH = criterion("arterial_ph", "Arterial pH < 7.35", lt=7.35, points=30,
                        aliases=("pH <7.35", "pH < 7.35"))
BUN = criterion("urea", "Blood urea nitrogen >= 30 mg/dL (urea >= 10.7 mmol/L)",
                ge=UREA_THRESHOLD_MMOL_L, points=20,
                aliases=("BUN ≥30 mg/dL or ≥11 mmol/L", "BUN >= 30 mg/dL", "BUN"),
                yes_aliases=(">=30", ">=30 mg/dL", ">=11 mmol/L"),
                no_aliases=("<30", "<30 mg/dL"))
SODIUM = criterion("sodium", "Sodium < 130 mmol/L", lt=130.0, points=20,
                   aliases=("Sodium <130 mmol/L", "Sodium < 130 mEq/L"))
GLUCOSE = criterion("glucose", "Glucose >= 250 mg/dL (13.9 mmol/L)", ge=250.0, points=10,
                    aliases=("Glucose ≥250 mg/dL or ≥14 mmol/L", "Glucose >= 250 mg/dL"),
                    yes_aliases=(">=14 mmol/L",), no_aliases=("<14 mmol/L",))
HEMATOCRIT = criterion("hematocrit", "Hematocrit < 30%", lt=30.0, points=10,
                       aliases=("Hematocrit <30%",))
# Either-or (Fine 1997 Table 2 footnote: an oxygen saturation < 90% counts like PaO2 < 60): met
# when either measurement meets it, decided from the one given, missing only without both.
OXYGENATION = either(
    "oxygenation", "Partial pressure of arterial oxygen < 60 mmHg or oxygen saturation < 90%",
    (Condition("pao2", lt=60.0), Condition("oxygen_saturation", lt=90.0)), points=10,
    aliases=("Partial pressure of oxygen <60 mmHg or <8 kPa", "PaO2 < 60 mmHg or SaO2 < 90%",
             "PaO₂ <60 mmHg or SaO₂ <90%", "Hypoxemia"))
PLEURAL_EFFUSION = criterion("pleural_effusion", "Pleural effusion", points=10,
                             aliases=("Pleural effusion on x-ray",
                                      "Pleural effusion on chest radiograph"))

COMORBIDITIES = (NEOPLASTIC, LIVER, CHF, CEREBROVASCULAR, RENAL)
EXAMINATION = (MENTAL_STATUS, RESPIRATORY_RATE, SYSTOLIC_BP, TEMPERATURE, HEART_RATE)
ITEMS = (NURSING_HOME, *COMORBIDITIES, *EXAMINATION, ARTERIAL_PH, BUN, SODIUM, GLUCOSE,
         HEMATOCRIT, OXYGENATION, PLEURAL_EFFUSION)


def psi(age, sex, nursing_home_resident, neoplastic_disease, liver_disease,
        congestive_heart_failure, cerebrovascular_disease, renal_disease, altered_mental_status,
        respiratory_rate, systolic_bp, temperature, heart_rate, arterial_ph, urea, sodium, glucose,
        hematocrit, oxygenation, pleural_effusion):
    # Every argument but age and sex is an item's points (Table 2).
    years = floor(snap(age))  # completed years
    female = sex == FEMALE
    points = {
        "age_and_sex": years - 10 * female,
        "nursing_home_resident": nursing_home_resident,
        "neoplastic_disease": neoplastic_disease,
        "liver_disease": liver_disease,
        "congestive_heart_failure": congestive_heart_failure,
        "cerebrovascular_disease": cerebrovascular_disease,
        "renal_disease": renal_disease,
        "altered_mental_status": altered_mental_status,
        "respiratory_rate": respiratory_rate,
        "systolic_bp": systolic_bp,
        "temperature": temperature,
        "heart_rate": heart_rate,
        "arterial_ph": arterial_ph,
        "bun": urea,
        "sodium": sodium,
        "glucose": glucose,
        "hematocrit": hematocrit,
        "oxygenation": oxygenation,
        "pleural_effusion": pleural_effusion,
    }
    total = sum(points.values())
    # Step 1 (Figure 1): age <= 50 with none of the five coexisting illnesses and none of the
    # five examination findings -> class I, whatever the points.
    comorbidity = (neoplastic_disease + liver_disease + congestive_heart_failure
                   + cerebrovascular_disease + renal_disease) > 0
    abnormal_exam = (altered_mental_status + respiratory_rate + systolic_bp + temperature
                     + heart_rate) > 0
    step1_class_i = (years <= 50) & ((comorbidity | abnormal_exam) == False)  # noqa: E712
    points_class = where(total <= 70, "II", where(total <= 90, "III",
                                                  where(total <= 130, "IV", "V")))
    return {
        "value": total,
        **points,
        "step1_class_i": step1_class_i,
        "risk_class": where(step1_class_i, "I", points_class),
    }


_CLASS_TEXT = {
    "I": ("risk class I (step 1: age <= 50 with none of the five coexisting illnesses and none "
          "of the five examination findings)"),
    "II": "risk class II (<= 70 points)",
    "III": "risk class III (71-90 points)",
    "IV": "risk class IV (91-130 points)",
    "V": "risk class V (> 130 points)",
}


def interpret(points, breakdown):
    """The risk class with step 1 applied (the breakdown's risk_class)."""
    return _CLASS_TEXT[str(breakdown["risk_class"])]


CALCULATOR = Calculator(
    id="psi_port_score",
    name="PSI/PORT Score: Pneumonia Severity Index for CAP",
    aliases=["PSI Score: Pneumonia Severity Index for CAP", "Pneumonia Severity Index (PSI) for CAP",
             "社区获得性肺炎严重程度指数（PSI）评分", "Pneumonia Severity Index", "PORT score",
             "PSI/PORT"],
    specialty="pulmonology",
    description=("Pneumonia Severity Index for adults with community-acquired pneumonia: points "
                 "from age, sex, nursing home residence, comorbidities, examination, laboratory "
                 "and radiographic findings, and the 30-day mortality risk class I-V."),
    keywords=["community-acquired pneumonia", "CAP", "pneumonia severity", "pneumonia mortality",
              "site of care", "outpatient treatment", "admission decision", "Fine",
              "pneumonia mortality risk class", "outpatient versus inpatient pneumonia",
              "where to treat pneumonia", "community pneumonia severity detailed",
              "30-day pneumonia mortality", "safe home treatment pneumonia"],
    features=[
        age(range=(0.0, 125.0),
            description="Age (completed years are added as points; step 1: age <= 50)"),
        sex(description="Sex (female: age - 10 points)"),
        Boolean(name="nursing_home_resident", description="Nursing home resident (+10)",
                definition="lives in a nursing home or long-term care facility"),
        Boolean(name="neoplastic_disease", description="Neoplastic disease (+30)",
                definition=("any cancer except basal- or squamous-cell cancer of the skin that "
                            "was active at presentation or diagnosed within 1 year")),
        Boolean(name="liver_disease", description="Liver disease (+20)",
                definition=("clinical or histologic diagnosis of cirrhosis or another chronic "
                            "liver disease such as chronic active hepatitis")),
        Boolean(name="congestive_heart_failure", description="Congestive heart failure (+10)",
                definition=("systolic or diastolic ventricular dysfunction documented by "
                            "history, examination and chest radiograph, echocardiogram, MUGA "
                            "scan or left ventriculogram")),
        Boolean(name="cerebrovascular_disease", description="Cerebrovascular disease (+10)",
                definition=("clinical diagnosis of stroke or transient ischemic attack, or "
                            "stroke documented by MRI or CT")),
        Boolean(name="renal_disease", description="Renal disease (+10)",
                definition=("history of chronic renal disease, or abnormal BUN and creatinine "
                            "documented in the medical record")),
        Boolean(name="altered_mental_status", description="Altered mental status (+20)",
                definition=("disorientation to person, place or time not known to be chronic, "
                            "stupor or coma")),
        respiratory_rate(description="Respiratory rate (criterion: >= 30 breaths/min, +20)"),
        systolic_bp(description="Systolic blood pressure (criterion: < 90 mmHg, +20)"),
        temperature(description="Temperature (criterion: < 35 °C or >= 40 °C, +15)"),
        heart_rate(description="Pulse (criterion: >= 125 beats/min, +10)"),
        arterial_ph(description="Arterial pH (criterion: < 7.35, +30)"),
        urea(description=("Serum urea (criterion: BUN >= 30 mg/dL, i.e. urea >= 10.71 mmol/L, "
                          "+20); or BUN in mg/dL under the key 'bun'")),
        sodium(description="Serum sodium (criterion: < 130 mmol/L, +20)"),
        glucose(description="Serum glucose (criterion: >= 250 mg/dL = 13.9 mmol/L, +10)"),
        hematocrit(description="Hematocrit (criterion: < 30%, +10)"),
        Quantity(name="pao2", unit="mmHg", units=("mmHg", "kPa"), range=(10.0, 700.0),
                 description=("Arterial PaO2 (criterion: PaO2 < 60 mmHg or oxygen saturation "
                              "< 90%, +10; either measurement alone decides it)")),
        oxygen_saturation(description=("Oxygen saturation (criterion: < 90%, the alternative to "
                                       "PaO2 < 60 mmHg for the same 10 points; either "
                                       "measurement alone decides it)")),
        Boolean(name="pleural_effusion", description="Pleural effusion on chest radiograph (+10)",
                definition="pleural effusion seen on the chest radiograph at presentation"),
    ],
    items=list(ITEMS),
    versions=[Version("fine_1997", dt.date(1997, 1, 23), FINE_1997, psi,
                      notes=("Points = age (female: age - 10) + comorbidity, examination, "
                             "laboratory and radiographic points; classes II <= 70, III 71-90, "
                             "IV 91-130, V > 130; class I by the step-1 rule."))],
    output=Output(kind="integer", unit="points"),
    interpret=interpret,
    preconditions=[Precondition(lambda age: age >= 18,
                                "the PSI was derived and validated in adults (age >= 18)")],
    references=[FINE_1997],
    notes=(
        "Follows Fine 1997. Each row of Table 2 is declared as an item (its label, threshold and "
        "points) and may be answered by its measurement, by its band ('>= 30', '< 90') or "
        "yes/no, under its name or its printed or MDCalc label; the age/sex points stay a "
        "formula (completed years, female - 10). Oxygenation is an either-or item: PaO2 < 60 "
        "mmHg or, per the paper's footnote, oxygen saturation < 90% scores the 10 points, and "
        "either measurement alone decides it (strict policy no longer needs both); it is missing "
        "only when neither is given. Temperature is one item with two bounds (< 35 or >= 40 "
        "°C, per the paper; MDCalc: > 39.9). The value is the point total (MedCalc-Bench's "
        "answer). Class I is assigned by step 1 (age <= 50, none of neoplastic, liver, heart "
        "failure, cerebrovascular or renal disease, and none of altered mental status, RR >= "
        "30, SBP < 90, temperature < 35 or >= 40 °C, pulse >= 125), read from the items' "
        "results, whatever the points; the breakdown's risk_class is the class with step 1 "
        "applied, and the interpretation states that class. BUN >= 30 mg/dL and glucose >= 250 "
        "mg/dL (the paper's SI values 11 and 14 mmol/L are roundings); a BUN given under 'bun' "
        "is converted to urea (2.80134 mg/dL per mmol/L) and compared with 30 mg/dL's urea "
        "equivalent rounded like every converted input (12 significant digits), so BUN 30 "
        "scores. Under missing='absent' an unmentioned criterion is not met and is listed as "
        "imputed under the item's name. MedCalc-Bench (calculator 29) treats temperatures "
        "written 'degrees celsisus' as Fahrenheit (34 'degrees celsisus' becomes 1.1 °C), "
        "which changes the temperature points of many rows."),
)
