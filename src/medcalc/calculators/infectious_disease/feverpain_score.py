"""FeverPAIN score for streptococcal pharyngitis (Little 2013, PRISM)."""

import datetime as dt

from medcalc.core import Boolean, Calculator, Output, Reference, Version, criterion, points_total

LITTLE_2013_BMJ = Reference(
    "Little P, Hobbs FDR, Moore M, et al. Clinical score and rapid antigen detection test to "
    "guide antibiotic use for sore throats: randomised controlled trial of PRISM (primary care "
    "streptococcal management). BMJ. 2013;347:f5806.",
    doi="10.1136/bmj.f5806", url="https://pubmed.ncbi.nlm.nih.gov/24114306/")
LITTLE_2013_BMJ_OPEN = Reference(
    "Little P, Moore M, Hobbs FDR, et al. PRImary care Streptococcal Management (PRISM) study: "
    "identifying clinical variables associated with Lancefield group A beta-haemolytic "
    "streptococci and Lancefield non-Group A streptococcal throat infections from two cohorts "
    "of patients presenting with an acute sore throat. BMJ Open. 2013;3(10):e003943.",
    doi="10.1136/bmjopen-2013-003943")


# The five FeverPAIN items, 1 point each, labelled as Little 2013 prints them; aliases are
# MDCalc's field labels (as recorded in MedMCP-Calc), which MedCalc-Bench uses as keys.
ITEMS = (
    criterion("fever_past_24h", "Fever in the past 24 hours",
              aliases=("Fever in past 24 hours", "Fever")),
    criterion("purulent_tonsils", "Purulence", aliases=("Purulent tonsils", "Pus on tonsils")),
    criterion("attend_rapidly", "Attend rapidly (symptom onset 3 days or less)",
              aliases=("Symptom onset ≤3 days", "Attend rapidly", "Attends rapidly")),
    criterion("severely_inflamed_tonsils", "Severely inflamed tonsils",
              aliases=("Severe tonsil inflammation", "Inflamed tonsils")),
    criterion("no_cough_or_coryza", "No cough or coryza",
              aliases=("Absence of cough or coryza",)),
)
feverpain = points_total(ITEMS)


def interpret(score):
    if score <= 1:
        return ("score 0-1: streptococcus isolated in about 13-18%; no antibiotic (Little 2013)")
    if score <= 3:
        return ("score 2-3: streptococcus isolated in about 34-40%; no antibiotic or a delayed "
                "(back-up) prescription (Little 2013)")
    return ("score 4-5: streptococcus isolated in about 62-65%; immediate antibiotic if severe, "
            "or a delayed (back-up) prescription (Little 2013)")


CALCULATOR = Calculator(
    id="feverpain_score",
    name="FeverPAIN Score for Strep Pharyngitis",
    aliases=["FeverPAIN Score", "FeverPAIN", "Fever PAIN score", "链球菌咽炎FeverPAIN评分",
             "FeverPAIN Score for Strep Pharyngitis"],
    specialty="infectious_disease",
    description=("Likelihood of streptococcal throat infection in acute sore throat (0-5 points: "
                 "Fever, Purulence, Attend rapidly, severely Inflamed tonsils, No cough or "
                 "coryza) and the matching antibiotic strategy."),
    keywords=["sore throat", "pharyngitis", "tonsillitis", "strep throat", "streptococcus",
              "antibiotic prescribing", "delayed prescription", "NICE", "primary care",
              "UK sore throat antibiotic decision",
              "delayed antibiotic prescription for sore throat",
              "streptococcal tonsillitis in primary care", "purulent tonsils and rapid attendance",
              "no antibiotic versus delayed antibiotic",
              "acute throat infection in general practice"],
    features=[
        Boolean(name="fever_past_24h", description="Fever in the past 24 hours",
                definition="Fever during the previous 24 hours, reported or measured."),
        Boolean(name="purulent_tonsils", description="Purulence (pus on the tonsils)",
                definition="Purulent exudate on the tonsils on examination."),
        Boolean(name="attend_rapidly", description="Attends rapidly: symptom onset <= 3 days",
                definition="The patient presents within 3 days of the onset of symptoms."),
        Boolean(name="severely_inflamed_tonsils", description="Severely inflamed tonsils",
                definition="Severe tonsillar inflammation on examination (clinician judgement)."),
        Boolean(name="no_cough_or_coryza", description="No cough or coryza",
                definition="Absence of both cough and coryza (runny or blocked nose)."),
    ],
    items=list(ITEMS),
    versions=[Version("little_2013", dt.date(2013, 10, 10), LITTLE_2013_BMJ, feverpain,
                      notes="One point each for the five FeverPAIN items (0-5).")],
    output=Output(kind="integer", unit="points", decimals=0),
    interpret=interpret,
    references=[LITTLE_2013_BMJ, LITTLE_2013_BMJ_OPEN],
    notes=(
        "Items and bands as in the PRISM studies (Little 2013): the likelihoods of a "
        "streptococcal infection by band come from the derivation cohorts, the antibiotic "
        "strategies from the PRISM trial (also used by NICE NG84). Derived and tested in "
        "primary-care patients aged 3 years and older; age is not an input. MedCalc-Bench "
        "(calculator 33) rows also carry two PECARN head-injury keys that are not FeverPAIN "
        "items: they are ignored (listed in the mapping). Each item may be answered yes/no under "
        "its name or MDCalc's label (e.g. 'Symptom onset ≤3 days')."),
)
