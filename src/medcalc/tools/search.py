"""Find calculators for a clinical question: deterministic, offline, pure Python.

A BM25F ranking over a field-weighted index of every registered calculator (id, name, aliases,
keywords, description, specialty, inputs). Text is lowercased and split on punctuation (the
joined form of hyphenated names is kept: CHA2DS2-VASc -> cha2ds2vasc; Chinese names become
character bigrams), British spellings are folded, words lightly stemmed, and tagged with concepts
from a small hand-written table of clinical synonyms (kidney ~ renal, AF ~ atrial fibrillation,
clot ~ thrombosis/embolism, sick ~ severity, ...): a concept matches whichever words the
calculator and the question use for it. A question that is exactly a calculator's id, name or
alias gets a large bonus; one that names a calculator inside a sentence ("use the FRACTURE
Index to ...": a name or alias of two or more words, or one word found in at most two
calculators' texts) a smaller one.

The index is built on first use from `Calculator.summary()` of every registered calculator and
cached for the process.
"""

from __future__ import annotations

import math
import operator
import re
import unicodedata
from functools import lru_cache

from ..core.registry import all_ids, get, index

# -- text normalisation -------------------------------------------------------------------------

_STOPWORDS = frozenset("""
a an the of for in on at to from by with without and or but not no nor is are was were be been
being am do does did doing has have had having i me my we our you your he him his she her they
them their it its this that these those there here what which who whom whose when where why how
can could should would will shall may might must please tell give get gets want need needs us
than then so if as about into over under up out also any some all each every very just only
calculate calculator compute computation using use used based one two per
""".split())

# British -> American spellings (whole-token prefixes and fragments).
_SPELLING = (("haem", "hem"), ("anaem", "anem"), ("aemia", "emia"), ("paed", "ped"),
             ("oedem", "edem"), ("oesoph", "esoph"), ("dyspnoe", "dyspne"), ("oestr", "estr"),
             ("foet", "fet"), ("ischaem", "ischem"), ("leukaem", "leukem"), ("caes", "ces"),
             ("anaes", "anes"), ("tumour", "tumor"), ("colour", "color"), ("litre", "liter"),
             ("fibre", "fiber"), ("centre", "center"), ("behaviour", "behavior"))

# Suffixes stripped once (first that applies, longest listed first): (suffix, replacement,
# minimum length of what remains).
_SUFFIXES = (("ational", "ate", 4), ("ities", "", 4), ("ity", "", 4), ("ness", "", 4),
             ("ments", "", 4), ("ment", "", 4), ("ings", "", 4), ("ing", "", 4), ("ism", "", 4),
             ("ies", "y", 3), ("sses", "ss", 3), ("ed", "", 4), ("ic", "", 4), ("ia", "", 4),
             ("es", "", 4), ("s", "", 3))


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light, deterministic stemmer: enough to match dose/dosing, severe/severity."""
    for old, new in _SPELLING:
        if old in word and old != new:
            word = word.replace(old, new)
    if len(word) < 4 or any(c.isdigit() for c in word):
        return word
    for suffix, replacement, minimum in _SUFFIXES:
        if word.endswith(suffix):
            if suffix == "s" and word.endswith(("ss", "us", "is")):
                continue
            rest = word[: len(word) - len(suffix)] + replacement
            if len(rest) >= minimum:
                word = rest
                break
    if len(word) >= 4 and word.endswith("e"):
        word = word[:-1]
    return word


_WORD = re.compile(r"[a-z0-9]+")
_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CHUNK = re.compile(rf"[a-z0-9]+(?:[-/'_][a-z0-9]+)*|[{_CJK}]+")


def _fold(text: str) -> str:
    # NFKC turns subscripts into digits (CHA₂DS₂ -> cha2ds2); NFKD + dropping combining marks
    # removes accents.
    text = unicodedata.normalize("NFKC", text).lower().replace("\u2019", "'")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _words(text: str) -> tuple[list[str], list[str]]:
    """(words in order, joined forms of hyphenated chunks: curb-65 -> curb65), no stop words."""
    base: list[str] = []
    joined: list[str] = []
    for match in _CHUNK.finditer(_fold(text)):
        chunk = match.group(0)
        if not chunk[0].isascii():  # Chinese (CMedCalc-Bench names): character bigrams
            base.extend([chunk] if len(chunk) == 1 else
                        [chunk[i:i + 2] for i in range(len(chunk) - 1)])
            continue
        parts = _WORD.findall(chunk)
        for part in parts:
            if part in _STOPWORDS or (len(part) == 1 and not part.isdigit()):
                continue
            base.append(part)
        if len(parts) > 1:
            whole = "".join(parts)
            if len(whole) <= 24 and whole not in _STOPWORDS:
                joined.append(whole)
    return base, joined


def words(text: str) -> list[str]:
    """Lowercased words without stop words, then the joined forms of hyphenated names."""
    base, joined = _words(text)
    return base + joined


def tokens(text: str) -> list[str]:
    return [stem(w) for w in words(text)]


# -- clinical synonyms --------------------------------------------------------------------------

# Each group is one concept: any of its phrases, in a question or in a calculator's text, tags
# the text with the concept. Phrases are plain words (normalised like everything else).
SYNONYMS: tuple[tuple[str, ...], ...] = (
    # organs and specialties
    ("kidney", "kidneys", "renal", "nephrology", "nephrologic", "nephro"),
    ("kidney function", "renal function", "gfr", "egfr", "glomerular filtration",
     "glomerular filtration rate", "creatinine clearance", "crcl", "renal clearance"),
    ("liver", "hepatic", "hepatology", "hepatologic"),
    ("heart", "cardiac", "cardiology", "cardiovascular", "coronary"),
    ("lung", "lungs", "pulmonary", "pulmonology", "respiratory"),
    ("brain", "cerebral", "neurology", "neurologic", "neurological", "intracranial"),
    ("blood", "hematology", "hematologic"),
    ("pregnancy", "pregnant", "gestation", "gestational", "obstetric", "obstetrics",
     "antenatal", "prenatal", "expecting"),
    ("child", "children", "pediatric", "pediatrics", "infant", "kid", "kids", "toddler"),
    ("elderly", "older adult", "geriatric", "aged"),
    ("icu", "intensive care", "critical care", "critically ill", "intensive care unit"),
    ("emergency department", "ed", "er", "emergency room", "a&e", "casualty", "emergency"),
    ("surgery", "surgical", "operation", "operative", "preoperative", "perioperative",
     "postoperative", "pre-op", "post-op", "noncardiac surgery"),
    ("primary care", "general practice", "gp", "family practice", "family medicine",
     "outpatient clinic", "office visit"),
    # disposition, severity, prognosis, risk
    ("admit", "admission", "hospitalize", "hospitalization", "hospitalise", "inpatient",
     "outpatient", "discharge", "send home", "go home", "home treatment", "treat at home",
     "disposition", "site of care"),
    ("sick", "severity", "severe", "serious", "how ill", "illness severity", "how bad", "acuity"),
    ("mortality", "death", "die", "dying", "survival", "survive", "prognosis", "prognostic",
     "life expectancy", "fatal", "lethal"),
    ("risk", "probability", "likelihood", "likely", "chance", "odds", "pretest probability"),
    ("screen", "screening", "rule out", "exclude", "triage"),
    ("dose", "dosing", "dosage", "dose adjustment"),
    ("convert", "conversion", "equivalent", "equivalence", "equianalgesic", "switch",
     "switching", "rotation"),
    ("drug", "drugs", "medication", "medications", "medicine", "meds"),
    # cardiovascular
    ("af", "afib", "a-fib", "atrial fibrillation", "atrial flutter", "paroxysmal af"),
    ("stroke", "cva", "cerebrovascular accident", "brain attack", "cerebral infarction"),
    ("tia", "transient ischemic attack", "mini stroke", "ministroke"),
    ("heart attack", "myocardial infarction", "mi", "ami", "stemi", "nstemi",
     "acute coronary syndrome", "acs", "mace", "major adverse cardiac event",
     "cardiac event", "coronary event", "coronary heart disease", "chd"),
    ("chest pain", "angina", "chest discomfort", "chest tightness", "chest pressure"),
    ("troponin", "trop", "tnt", "tni", "hs-troponin", "cardiac enzymes"),
    ("heart failure", "chf", "congestive heart failure", "hfref", "hfpef", "cardiac failure",
     "lv dysfunction"),
    ("hypertension", "htn", "high blood pressure", "hypertensive", "raised blood pressure"),
    ("hypotension", "low blood pressure", "hypotensive", "shock"),
    ("blood pressure", "bp", "arterial pressure", "systolic", "diastolic"),
    ("systolic blood pressure", "systolic bp", "systolic pressure", "sbp"),
    ("diastolic blood pressure", "diastolic bp", "diastolic pressure", "dbp"),
    ("heart rate", "pulse", "tachycardia", "tachycardic", "bradycardia", "pulse rate"),
    ("ecg", "ekg", "electrocardiogram", "electrocardiography"),
    ("jvp", "jvd", "jugular venous pressure", "jugular venous distension",
     "jugular venous distention", "raised jugular venous pressure"),
    ("qt", "qtc", "qt interval", "qt prolongation", "long qt", "prolonged qt"),
    ("cholesterol", "lipid", "lipids", "lipid panel", "hyperlipidemia", "dyslipidemia",
     "hypercholesterolemia"),
    ("triglycerides", "triglyceride", "tg", "trigs"),
    ("statin", "lipid lowering", "primary prevention"),
    ("smoker", "smoking", "smokes", "tobacco", "cigarette", "cigarettes"),
    # thrombosis and bleeding
    ("clot", "clots", "blood clot", "thrombosis", "thrombus", "thrombotic", "embolism",
     "embolus", "emboli", "embolic", "thromboembolism", "thromboembolic", "vte", "dvt", "pe"),
    ("dvt", "deep vein thrombosis", "deep venous thrombosis", "leg clot", "leg dvt"),
    ("pe", "pulmonary embolism", "pulmonary embolus", "lung clot", "pulmonary thromboembolism"),
    ("anticoagulation", "anticoagulant", "anticoagulants", "anticoagulated", "blood thinner",
     "blood thinners", "warfarin", "coumadin", "doac", "noac", "vka", "apixaban",
     "rivaroxaban", "dabigatran", "edoxaban", "heparin", "enoxaparin", "lmwh",
     "thromboprophylaxis", "prophylaxis"),
    ("bleeding", "bleed", "bleeds", "hemorrhage", "haemorrhage", "blood loss"),
    ("gi bleeding", "gastrointestinal bleeding", "gi bleed", "upper gi bleeding",
     "upper gastrointestinal bleeding", "melena", "hematemesis", "vomiting blood",
     "black stool", "black stools", "tarry stool", "coffee ground", "variceal bleeding"),
    ("d-dimer", "ddimer", "dimer"),
    ("leg", "legs", "calf", "lower limb", "lower extremity", "thigh"),
    ("swelling", "swollen", "edema", "oedema", "puffy"),
    ("erythema", "redness", "erythematous"),
    ("dilation", "dilatation", "dilated"),
    # respiratory
    ("pneumonia", "cap", "chest infection", "lung infection", "lower respiratory tract infection",
     "lrti", "community acquired pneumonia", "pneumonitis"),
    ("vap", "ventilator associated pneumonia", "ventilator-associated pneumonia",
     "hospital acquired pneumonia", "hap"),
    ("shortness of breath", "short of breath", "sob", "dyspnea", "dyspneic", "breathless",
     "breathlessness", "difficulty breathing", "breathing difficulty", "winded"),
    ("respiratory rate", "breathing rate", "tachypnea", "tachypneic", "breathing fast",
     "rapid breathing", "respirations"),
    ("oxygen", "o2", "oxygenation", "oxygen saturation", "spo2", "sao2", "saturation", "sats",
     "pulse oximetry", "oximetry"),
    ("hypoxemia", "hypoxia", "hypoxic", "hypoxemic", "low oxygen", "desaturation",
     "desaturating", "respiratory failure"),
    ("fio2", "inspired oxygen", "fraction of inspired oxygen", "oxygen fraction"),
    ("pao2", "arterial oxygen", "partial pressure of oxygen", "arterial oxygen tension", "po2"),
    ("co2", "carbon dioxide", "pco2", "paco2", "hypercapnia", "hypercarbia"),
    ("ventilator", "ventilated", "mechanical ventilation", "mechanically ventilated",
     "intubated", "intubation", "ventilation", "vent"),
    ("ett", "endotracheal tube", "breathing tube", "tracheal tube", "et tube"),
    ("ards", "acute respiratory distress syndrome", "acute lung injury", "ali"),
    ("ecmo", "extracorporeal membrane oxygenation", "extracorporeal life support", "ecls"),
    ("sleep apnea", "osa", "obstructive sleep apnea", "sleep disordered breathing", "apnea"),
    ("sleepy", "sleepiness", "drowsy", "drowsiness", "somnolence", "somnolent", "dozing",
     "doze", "daytime sleepiness"),
    ("copd", "chronic obstructive pulmonary disease", "emphysema", "chronic bronchitis"),
    ("spirometry", "fev1", "fvc", "pulmonary function test", "pft", "lung function test",
     "airflow obstruction", "obstructive"),
    ("asthma", "asthmatic", "wheeze", "wheezing"),
    # infection
    ("infection", "infected", "infectious", "infective"),
    ("sepsis", "septic", "septicemia", "septic shock", "bacteremia", "urosepsis"),
    ("sore throat", "pharyngitis", "tonsillitis", "strep throat", "strep", "streptococcal",
     "group a streptococcus", "gas pharyngitis", "throat infection"),
    ("antibiotic", "antibiotics", "antimicrobial", "antimicrobials"),
    ("fever", "febrile", "pyrexia", "pyrexial", "temperature", "high temperature"),
    ("wbc", "white count", "white blood cell", "white blood cells", "white cell count",
     "leukocyte", "leukocytes", "leukocytosis", "leukopenia"),
    # neurology / consciousness / mental status
    ("confusion", "confused", "delirium", "delirious", "altered mental status",
     "altered mentation", "ams", "disoriented", "disorientation", "acute confusion"),
    ("consciousness", "conscious", "unconscious", "unresponsive", "coma", "comatose",
     "obtunded", "gcs", "responsiveness", "level of consciousness"),
    ("head injury", "head trauma", "tbi", "traumatic brain injury", "concussion",
     "brain injury"),
    ("agitation", "agitated", "sedation", "sedated", "restless"),
    ("pain", "painful", "ache", "hurting"),
    # trauma
    ("trauma", "injury", "injuries", "injured", "accident", "polytrauma", "wound"),
    ("burn", "burns", "scald", "scalded", "thermal injury"),
    # gastro / liver
    ("cirrhosis", "cirrhotic", "end-stage liver disease", "esld", "chronic liver disease",
     "decompensated liver", "liver failure", "hepatic decompensation"),
    ("fibrosis", "scarring", "scar", "liver stiffness", "elastography", "fibroscan"),
    ("fatty liver", "nafld", "masld", "nash", "mash", "steatosis", "steatohepatitis",
     "metabolic dysfunction-associated steatotic liver disease"),
    ("hepatitis", "hepatitis c", "hcv", "hepatitis b", "hbv", "viral hepatitis"),
    ("ascites", "abdominal fluid", "peritoneal fluid"),
    ("encephalopathy", "hepatic encephalopathy", "asterixis"),
    ("transplant", "transplantation", "graft", "organ allocation", "waiting list"),
    ("endoscopy", "egd", "gastroscopy", "ogd", "upper endoscopy"),
    # labs and electrolytes
    ("creatinine", "cr", "scr", "serum creatinine", "creat"),
    ("urea", "bun", "blood urea nitrogen", "urea nitrogen"),
    ("bilirubin", "bili", "jaundice", "jaundiced", "hyperbilirubinemia", "tbil", "tbili",
     "total bilirubin"),
    ("inr", "prothrombin time", "international normalized ratio", "coagulopathy"),
    ("platelet", "platelets", "plt", "platelet count", "thrombocytopenia"),
    ("hemoglobin", "hb", "hgb", "haemoglobin", "anemia", "anaemia"),
    ("hematocrit", "hct", "haematocrit", "packed cell volume", "pcv"),
    ("glucose", "sugar", "blood sugar", "glycemia", "blood glucose", "bg"),
    ("hyperglycemia", "high glucose", "high sugar", "high blood sugar", "hyperglycemic"),
    ("diabetes", "diabetic", "dm", "t2dm", "t1dm", "diabetes mellitus"),
    ("dka", "diabetic ketoacidosis", "ketoacidosis", "hhs", "hyperosmolar hyperglycemic state"),
    ("hyponatremia", "low sodium", "hyponatremic"),
    ("hypernatremia", "high sodium", "hypernatremic"),
    ("sodium", "na", "serum sodium"),
    ("potassium", "serum potassium"),
    ("hyperkalemia", "high potassium", "hyperkalemic"),
    ("calcium", "serum calcium", "hypocalcemia", "hypercalcemia"),
    ("albumin", "serum albumin", "hypoalbuminemia", "low albumin", "protein status"),
    ("bicarbonate", "bicarb", "hco3", "serum bicarbonate", "total co2"),
    ("chloride", "cl"),
    ("acidosis", "acidemia", "acidotic", "acidaemia", "low ph"),
    ("alkalosis", "alkalemia", "alkalotic", "high ph"),
    ("acid-base", "acid base", "acid-base disorder", "acid base disturbance"),
    ("blood gas", "abg", "arterial blood gas", "vbg", "venous blood gas", "gas analysis"),
    ("osmolality", "osmolarity", "osmolal", "osmolar", "osm", "osmol"),
    ("toxic alcohol", "methanol", "ethylene glycol", "antifreeze", "isopropanol"),
    ("urine", "urinary"),
    ("urine output", "uo", "diuresis", "oliguria", "oliguric", "anuria", "anuric"),
    ("aki", "acute kidney injury", "acute renal failure", "arf", "acute renal injury"),
    ("ckd", "chronic kidney disease", "chronic renal failure", "chronic renal disease",
     "chronic renal insufficiency"),
    ("dialysis", "crrt", "renal replacement therapy", "rrt", "hemofiltration", "cvvh",
     "cvvhdf", "cvvhd", "hemodialysis", "haemodialysis", "effluent"),
    ("albuminuria", "proteinuria", "microalbuminuria", "urine albumin", "urine protein"),
    ("diuretic", "diuretics", "furosemide", "lasix", "loop diuretic", "thiazide"),
    ("nsaid", "nsaids", "ibuprofen", "naproxen", "diclofenac", "anti-inflammatory"),
    ("fluid", "fluids", "iv fluids", "intravenous fluids", "hydration", "infusion fluids"),
    ("water", "free water", "body water"),
    ("dehydration", "dehydrated", "volume depletion", "hypovolemia", "hypovolemic"),
    # body size
    ("obese", "obesity", "overweight", "body mass", "bmi", "body mass index", "adiposity"),
    ("underweight", "malnourished", "malnutrition", "cachexia", "cachectic", "thin"),
    ("weight", "body weight", "wt", "weigh", "weighs"),
    ("height", "tall", "stature"),
    ("bsa", "body surface area", "surface area"),
    ("ideal body weight", "ibw", "ideal weight", "lean body weight", "predicted body weight",
     "pbw"),
    ("sex", "gender", "female", "male", "woman", "man", "women", "men", "girl", "boy"),
    # drugs
    ("opioid", "opioids", "opiate", "opiates", "narcotic", "narcotics", "morphine",
     "oxycodone", "hydrocodone", "fentanyl", "hydromorphone", "methadone", "tramadol",
     "codeine", "buprenorphine", "tapentadol", "oxymorphone", "mme", "morphine equivalent"),
    ("overdose", "toxicity", "poisoning", "intoxication", "ingestion"),
    ("steroid", "steroids", "corticosteroid", "corticosteroids", "glucocorticoid",
     "glucocorticoids", "prednisone", "prednisolone", "dexamethasone", "hydrocortisone",
     "methylprednisolone", "cortisone", "betamethasone", "triamcinolone", "fludrocortisone"),
    ("chemotherapy", "chemo", "cytotoxic", "antineoplastic"),
    ("cancer", "malignancy", "malignant", "tumor", "tumour", "neoplasm", "oncology",
     "metastatic", "metastases", "carcinoma"),
    # obstetrics
    ("due date", "edd", "estimated date of delivery", "expected date of delivery",
     "delivery date", "edc", "estimated date of confinement", "birth date"),
    ("lmp", "last menstrual period", "last period", "last menses", "menstrual period"),
    ("conception", "conceive", "conceived", "fertilization", "ovulation"),
    ("cycle", "menstrual cycle", "cycle length"),
    # misc
    ("comorbidity", "comorbidities", "comorbid", "multimorbidity", "chronic conditions",
     "chronic illness", "chronic disease burden"),
    ("insulin resistance", "insulin sensitivity", "homa", "hyperinsulinemia"),
    ("prostate", "bph", "benign prostatic hyperplasia", "prostatic", "luts",
     "lower urinary tract symptoms"),
    ("deterioration", "deteriorating", "early warning", "clinical deterioration",
     "rapid response", "outreach", "medical emergency team"),
    ("questionnaire", "survey", "patient-reported", "self-reported", "symptom score"),
    # abbreviations that form labels use for a measurement
    ("intracranial pressure", "icp"),
    ("arterial oxygen saturation", "arterial o2 saturation", "sao2"),
    ("venous oxygen saturation", "venous o2 saturation", "mixed venous saturation", "svo2",
     "scvo2"),
    ("lvot", "lv outflow tract", "left ventricular outflow tract"),
    ("intracranial hemorrhage", "intracranial haemorrhage", "ich"),
    ("subarachnoid hemorrhage", "subarachnoid haemorrhage", "sah"),
    ("hba1c", "a1c", "hemoglobin a1c", "haemoglobin a1c", "glycated hemoglobin",
     "glycosylated hemoglobin"),
    ("creatine kinase", "ck", "cpk", "creatine phosphokinase"),
    ("temperature", "temp"),
    ("target", "desired", "goal"),
    ("ethanol", "alcohol", "etoh", "blood alcohol"),
    ("interval", "time between", "time elapsed", "elapsed time"),
    ("hbs", "hgbs", "hemoglobin s", "haemoglobin s", "sickle hemoglobin"),
    ("infusate", "fluid type", "infusion fluid", "iv fluid type"),
    ("age group", "age category", "age range", "age band", "age bracket"),
    ("ais", "abbreviated injury scale", "worst injury"),
    ("renal disease", "abnormal renal function", "renal dysfunction", "renal impairment"),
    ("liver disease", "abnormal liver function", "liver dysfunction", "hepatic dysfunction",
     "hepatic impairment"),
)


def _phrase_key(phrase: str) -> tuple[str, ...]:
    base, joined = _words(phrase)
    if joined and len(phrase.split()) == 1:  # "a-fib", "d-dimer": the joined form
        return (stem(joined[0]),)
    return tuple(stem(w) for w in base)


def _concept_table() -> tuple[dict[tuple[str, ...], list[int]], int]:
    phrases: dict[tuple[str, ...], list[int]] = {}
    longest = 1
    for number, group in enumerate(SYNONYMS):
        for phrase in group:
            key = _phrase_key(phrase)
            if not key:
                continue
            numbers = phrases.setdefault(key, [])
            if number not in numbers:
                numbers.append(number)
            longest = max(longest, len(key))
    return phrases, longest


_PHRASES, _LONGEST = _concept_table()


def _concept(number: int) -> str:
    return f"§{number}"


def analyse(text: str) -> list[tuple[str, str]]:
    """(term, surface) pairs: stemmed words, and the concepts that their phrases name."""
    base, joined = _words(text)
    stems = [stem(w) for w in base]
    out = list(zip(stems, base))
    n = len(stems)
    for i in range(n):
        for length in range(min(_LONGEST, n - i), 0, -1):
            for number in _PHRASES.get(tuple(stems[i:i + length]), ()):
                out.append((_concept(number), " ".join(base[i:i + length])))
    for whole in joined:
        term = stem(whole)
        out.append((term, whole))
        for number in _PHRASES.get((term,), ()):
            out.append((_concept(number), whole))
    return out


def word_terms(text: str) -> list[tuple[str, str, frozenset[str]]]:
    """Per word of `text` (stop words dropped): (the word, its stem, the concepts of every synonym
    phrase it is part of). 'CHF' -> [('chf', 'chf', {heart failure})]; 'congestive heart
    failure' -> three words, each carrying the heart-failure concept."""
    base, _ = _words(text)
    stems = [stem(w) for w in base]
    concepts: list[set[str]] = [set() for _ in stems]
    n = len(stems)
    for i in range(n):
        for length in range(min(_LONGEST, n - i), 0, -1):
            for number in _PHRASES.get(tuple(stems[i:i + length]), ()):
                for j in range(i, i + length):
                    concepts[j].add(_concept(number))
    return [(w, s, frozenset(c)) for w, s, c in zip(base, stems, concepts)]


# -- the index ----------------------------------------------------------------------------------


def _name_runs(text: str) -> list[tuple[str, ...]]:
    """A name or alias as stemmed word runs: its words (CURB-65 -> curb, 65) and its joined
    hyphenated forms (curb65)."""
    base, joined = _words(text)
    runs = [tuple(stem(w) for w in base)] if base else []
    runs.extend((stem(whole),) for whole in joined)
    return runs

# field -> (weight, length normalisation b)
FIELDS: dict[str, tuple[float, float]] = {
    "id": (2.5, 0.3),
    "name": (3.0, 0.3),
    "aliases": (2.0, 0.5),
    "keywords": (2.0, 0.5),
    "description": (1.0, 0.75),
    "specialty": (0.8, 0.3),
    "inputs": (0.5, 0.75),
}
_PROSE = ("description", "inputs")
K1 = 1.2
CONCEPT_QUERY_WEIGHT = 0.7  # a concept matches a little less than the word itself
EXACT_NAME_BONUS = 10.0  # the question is a calculator's id, name or alias
# A longer question that names a calculator inside a sentence ("calculate the Corrected QT
# Interval (QTc) before starting ...", "use the FRACTURE Index to ..."): its name or alias, as a
# run of at least two words, or one word that few calculators' texts contain.
NAMED_BONUS = 6.0
NAMED_RARE_DOCS = 2  # a one-word name counts when at most this many calculators' texts have it


def _field_texts(calc_id: str) -> dict[str, str]:
    entry = index()[calc_id]
    texts = {"id": calc_id.replace("_", " "), "name": entry.get("name", ""),
             "aliases": " ; ".join(entry.get("aliases", ())),
             "specialty": entry.get("specialty", "").replace("_", " "),
             "keywords": "", "description": "", "inputs": ""}
    try:
        calc = get(calc_id)
        summary = calc.summary()
    except Exception:  # noqa: BLE001 - a broken module still has its index entry
        return texts
    texts["name"] = summary.get("name", texts["name"])
    texts["aliases"] = " ; ".join(summary.get("aliases", ()))
    texts["keywords"] = " ; ".join(getattr(calc, "keywords", ()))
    texts["description"] = summary.get("description", "")
    parts = []
    for item in summary.get("inputs", ()):
        parts.append(item.get("name", "").replace("_", " "))
        parts.append(item.get("description", ""))
        parts.append(item.get("definition", ""))
        parts.extend(str(c.get("label", "")) for c in item.get("choices", ()))
        parts.extend(str(a.get("key", "")) for a in item.get("alternatives", ()))
    texts["inputs"] = " ; ".join(p for p in parts if p)
    return texts


class _Index:
    def __init__(self, ids: tuple[str, ...]):
        self.ids = ids
        self.meta: dict[str, dict] = {}
        # term -> {calc_id: {field: tf}}
        self.postings: dict[str, dict[str, dict[str, int]]] = {}
        self.lengths: dict[str, dict[str, int]] = {}
        self.exact: dict[str, list[str]] = {}
        self.named: dict[tuple[str, ...], list[str]] = {}  # stemmed name words -> calculators
        # (calc_id, field, concept) -> the calculator's own wording of the concept
        self.wording: dict[tuple[str, str, str], str] = {}
        for calc_id in ids:
            texts = _field_texts(calc_id)
            entry = index()[calc_id]
            self.meta[calc_id] = {"name": texts["name"] or entry.get("name", calc_id),
                                  "specialty": entry.get("specialty", "")}
            lengths = {}
            for field in FIELDS:
                analysed = analyse(texts[field])
                if field in _PROSE:  # numbers in prose are thresholds, not names
                    analysed = [(t, w) for t, w in analysed if not t.isdigit()]
                lengths[field] = len(analysed)
                for term, surface in analysed:
                    if term.startswith("§"):
                        self.wording.setdefault((calc_id, field, term), surface)
                    per_doc = self.postings.setdefault(term, {}).setdefault(calc_id, {})
                    per_doc[field] = per_doc.get(field, 0) + 1
            self.lengths[calc_id] = lengths
            for text in (calc_id, texts["name"], *entry.get("aliases", ())):
                key = " ".join(words(text))
                if key:
                    self.exact.setdefault(key, [])
                    if calc_id not in self.exact[key]:
                        self.exact[key].append(calc_id)
                for run in _name_runs(text):
                    named = self.named.setdefault(run, [])
                    if calc_id not in named:
                        named.append(calc_id)
        self.named = {run: named for run, named in self.named.items()
                      if len(run) > 1 or len(self.postings.get(run[0], ())) <= NAMED_RARE_DOCS}
        self.longest_name = max((len(run) for run in self.named), default=1)
        n = max(len(ids), 1)
        self.avg = {field: (sum(self.lengths[i][field] for i in ids) / n) or 1.0
                    for field in FIELDS}
        self.idf = {term: math.log(1.0 + (len(ids) - len(docs) + 0.5) / (len(docs) + 0.5))
                    for term, docs in self.postings.items()}

    def score(self, query: str) -> list[tuple[float, str, dict[str, list[str]]]]:
        analysed = analyse(query)
        weights: dict[str, float] = {}
        surfaces: dict[str, str] = {}
        for term, surface in analysed:
            weight = CONCEPT_QUERY_WEIGHT if term.startswith("§") else 1.0
            weights[term] = max(weights.get(term, 0.0), weight)
            surfaces.setdefault(term, surface)
        scores: dict[str, float] = {}
        matched: dict[str, dict[str, list[str]]] = {}
        for term, weight in weights.items():
            docs = self.postings.get(term)
            if not docs:
                continue
            idf = self.idf[term]
            for calc_id, per_field in docs.items():
                tf = 0.0
                for field, count in per_field.items():
                    field_weight, b = FIELDS[field]
                    norm = 1.0 - b + b * self.lengths[calc_id][field] / self.avg[field]
                    tf += field_weight * count / norm
                scores[calc_id] = scores.get(calc_id, 0.0) + weight * idf * tf / (K1 + tf)
                for field in per_field:
                    label = surfaces[term]
                    if term.startswith("§"):
                        wording = self.wording.get((calc_id, field, term), "")
                        if label in wording:
                            continue  # the word itself matched
                        label = f"{label}~{wording}"
                    labels = matched.setdefault(calc_id, {}).setdefault(field, [])
                    if label not in labels:
                        labels.append(label)
        exact = self.exact.get(" ".join(words(query)), ())
        for calc_id in exact:
            scores[calc_id] = scores.get(calc_id, 0.0) + EXACT_NAME_BONUS
            matched.setdefault(calc_id, {}).setdefault("exact", []).append(query.strip())
        if not exact:
            for calc_id, surface in self._named_in(query):
                scores[calc_id] = scores.get(calc_id, 0.0) + NAMED_BONUS
                matched.setdefault(calc_id, {}).setdefault("exact", []).append(surface)
        return [(score, calc_id, matched.get(calc_id, {})) for calc_id, score in scores.items()]

    def _named_in(self, query: str) -> list[tuple[str, str]]:
        """(calculator, the words naming it) for each name or alias the question contains:
        the longest run at each position, each calculator once."""
        base, joined = _words(query)
        stems = [stem(w) for w in base]
        found: dict[str, str] = {}
        i = 0
        while i < len(stems):
            for length in range(min(self.longest_name, len(stems) - i), 0, -1):
                for calc_id in self.named.get(tuple(stems[i:i + length]), ()):
                    found.setdefault(calc_id, " ".join(base[i:i + length]))
                if (tuple(stems[i:i + length]) in self.named):
                    i += length - 1
                    break
            i += 1
        for whole in joined:  # CHA2DS2-VASc, HAS-BLED, CURB-65
            for calc_id in self.named.get((stem(whole),), ()):
                found.setdefault(calc_id, whole)
        return list(found.items())


_cache: dict[tuple[str, ...], _Index] = {}


def _get_index() -> _Index:
    ids = tuple(all_ids())
    built = _cache.get(ids)
    if built is None:
        _cache.clear()
        built = _cache[ids] = _Index(ids)
    return built


def clear_cache() -> None:
    """Forget the index (it is rebuilt on the next search)."""
    _cache.clear()


_FIELD_ORDER = ("exact", "id", "name", "aliases", "keywords", "description", "specialty", "inputs")


def _why(matched: dict[str, list[str]]) -> str:
    parts = []
    for field in _FIELD_ORDER:
        if field in matched:
            parts.append(f"{field}: {', '.join(matched[field][:6])}")
    return "; ".join(parts)


DEFAULT_K = 10
MAX_QUERY_CHARS = 2000  # a longer query is cut to its first 2000 characters


def search(query: str, k: int | None = DEFAULT_K) -> list[dict]:
    """Calculators for a clinical question, best first.

    Each hit: `{"id", "name", "score", "specialty", "why", "matched"}`; `why` says which words
    (or synonym concepts, shown as `word~concept`) matched which fields. Deterministic: ties are
    broken by id.

    Argument contract (errors are `medcalc.core.na` classes, so `except MedcalcError` catches
    them as well as `except TypeError` / `except ValueError`):

    - `query` must be a `str`; anything else (None, bytes, a number, a list) raises
      `ArgumentTypeError` (a `TypeError`). An empty or stop-word-only query returns [].
      Only the first 2000 characters are read.
    - `k` is the maximum number of hits: an `int` (bool excluded; any integer type with
      `__index__`, such as numpy.int64, is accepted). `None` means the default, 10. `0` returns
      []. A `k` larger than the number of calculators returns every match. A negative `k`
      raises `InvalidArgument` (a `ValueError`); a bool, a float (also 3.0, NaN, inf) or any
      other type raises `ArgumentTypeError` (a `TypeError`).
    """
    from ..core.na import ArgumentTypeError, InvalidArgument, show

    if not isinstance(query, str):
        raise ArgumentTypeError(f"search: query must be a string, got {type(query).__name__}")
    if k is None:
        k = DEFAULT_K
    elif isinstance(k, bool) or not hasattr(type(k), "__index__"):
        raise ArgumentTypeError(f"search: k must be an integer, got {type(k).__name__} {show(k)}")
    try:
        k = operator.index(k)
    except Exception:  # noqa: BLE001 - a caller's __index__ that raises
        raise ArgumentTypeError(f"search: k must be an integer, got {type(k).__name__}") from None
    if k < 0:
        raise InvalidArgument(f"search: k must be 0 or more, got {k}")
    query = query[:MAX_QUERY_CHARS]
    if k == 0 or not query.strip():
        return []
    built = _get_index()
    ranked = sorted(built.score(query), key=lambda item: (-item[0], item[1]))
    out = []
    for score, calc_id, matched in ranked[:k]:
        if score <= 0:
            continue
        meta = built.meta[calc_id]
        out.append({"id": calc_id, "name": meta["name"], "score": round(score, 4),
                    "specialty": meta["specialty"], "why": _why(matched),
                    "matched": {f: list(v) for f, v in matched.items()}})
    return out
