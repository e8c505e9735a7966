"""STOP-Bang questionnaire: registered as unavailable (proprietary, use needs permission)."""

from medcalc.core import Reference, UnavailableCalculator

CHUNG_2008 = Reference(
    "Chung F, Yegneswaran B, Liao P, et al. STOP questionnaire: a tool to screen patients for "
    "obstructive sleep apnea. Anesthesiology. 2008;108(5):812-821.",
    doi="10.1097/ALN.0b013e31816d83e4")
CHUNG_2012 = Reference(
    "Chung F, Subramanyam R, Liao P, Sasaki E, Shapiro C, Sun Y. High STOP-Bang score indicates "
    "a high probability of obstructive sleep apnoea. Br J Anaesth. 2012;108(5):768-775.",
    doi="10.1093/bja/aes022")
CHUNG_2016 = Reference(
    "Chung F, Abdullah HR, Liao P. STOP-Bang questionnaire: a practical approach to screen for "
    "obstructive sleep apnea. Chest. 2016;149(3):631-638.",
    doi="10.1378/chest.15-0903")
ATS_SRN = Reference(
    "American Thoracic Society, Sleep Related Questionnaires: STOP / STOP-Bang ('Scoring "
    "available: with permission through STOPBang.ca'; 'Availability of questionnaire: needs "
    "permission from developer').",
    url="https://www.thoracic.org/members/assemblies/assemblies/srn/questionaires/stop-bang.php")
STOPBANG_CA = Reference(
    "STOP-Bang official site (University Health Network / University of Toronto); the "
    "questionnaire form carries the notice 'Proprietary to University Health Network'.",
    url="http://www.stopbang.ca/")

CALCULATOR = UnavailableCalculator(
    id="stop_bang",
    name="STOP-BANG Score for Obstructive Sleep Apnea",
    aliases=["STOP-Bang questionnaire", "STOP-BANG", "STOPBANG", "STOP-Bang score",
             "STOP questionnaire"],
    specialty="pulmonology",
    description=("Eight yes/no items (snoring, tiredness, observed apnoea, blood pressure, BMI, "
                 "age, neck circumference, male sex) screening for obstructive sleep apnoea."),
    keywords=["obstructive sleep apnea", "OSA screening", "sleep apnoea", "snoring",
              "preoperative screening", "neck circumference", "witnessed apneas",
              "polysomnography referral"],
    owner=("University Health Network, Toronto (developer Dr Frances Chung, University of "
           "Toronto); www.stopbang.ca"),
    reason=("The STOP-Bang questionnaire is proprietary to University Health Network: the "
            "official form carries the notice 'Proprietary to University Health Network. "
            "www.stopbang.ca', and the American Thoracic Society's catalogue of sleep "
            "questionnaires lists it as needing permission from the developer (scoring "
            "'available with permission through STOPBang.ca'). No open licence for reproducing "
            "the items or their scoring in software was found, so this library does not "
            "implement it. A user with permission can count the 'yes' answers (0-8) and apply "
            "the published bands (Chung 2008, 2012, 2016)."),
    alternatives=[],
    references=[CHUNG_2008, CHUNG_2012, CHUNG_2016, ATS_SRN, STOPBANG_CA],
    notes=("The terms page of stopbang.ca itself could not be retrieved when this entry was "
           "written; the evidence is the proprietary notice on the form and the ATS listing. If "
           "UHN's terms are shown to allow free use in software, this entry can be replaced by "
           "an implementation. No open OSA screening score is in the catalog; the Epworth "
           "Sleepiness Scale is licensed as well."),
)
