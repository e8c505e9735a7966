"""Heart-rate correction of the QT interval (QTc): Bazett, Fridericia, Framingham, Hodges,
Rautaharju.

Plain functions of canonical values (QT in ms, heart rate in beats/min, RR in s) that work on
Python floats and numpy arrays alike, plus the QT-interval feature the QTc calculators share.
"""

from __future__ import annotations

from typing import Any

from medcalc.core.features import Quantity

# Framingham (Sagie et al. 1992): QTlc = QT + 0.154 x (1 - RR), QT and RR in seconds; 154 ms.
FRAMINGHAM_SLOPE_MS = 154.0
# Hodges et al. (1983): QTc = QT + 1.75 x (HR - 60), QT in ms, HR in beats/min.
HODGES_MS_PER_BEAT = 1.75


def qt_interval(**kw: Any) -> Quantity:
    """The measured (uncorrected) QT interval, canonical unit ms."""
    kw.setdefault("description", "Measured QT interval (start of QRS to end of T wave), "
                                 "not rate-corrected")
    kw.setdefault("range", (150.0, 800.0))
    return Quantity(name="qt_interval", unit="ms", units=("ms", "msec", "s"), **kw)


def rr_interval_s(heart_rate: Any) -> Any:
    """RR interval (s) from the heart rate (beats/min): 60 / HR."""
    return 60.0 / heart_rate


def qtc_bazett(qt_ms: Any, rr_s: Any) -> Any:
    """Bazett (1920): QTc = QT / sqrt(RR), RR in seconds; result in the unit of QT."""
    return qt_ms / rr_s ** 0.5


def qtc_fridericia(qt_ms: Any, rr_s: Any) -> Any:
    """Fridericia (1920): QTc = QT / RR^(1/3), RR in seconds."""
    return qt_ms / rr_s ** (1.0 / 3.0)


def qtc_framingham(qt_ms: Any, rr_s: Any) -> Any:
    """Framingham linear correction (Sagie 1992): QTc = QT + 154 ms x (1 - RR in s)."""
    return qt_ms + FRAMINGHAM_SLOPE_MS * (1.0 - rr_s)


def qtc_hodges(qt_ms: Any, heart_rate: Any) -> Any:
    """Hodges (1983): QTc = QT + 1.75 ms x (HR - 60), HR in beats/min."""
    return qt_ms + HODGES_MS_PER_BEAT * (heart_rate - 60.0)


def qtc_rautaharju(qt_ms: Any, heart_rate: Any) -> Any:
    """Rautaharju, Mason, Akiyama (2014) QTcMod: QTc = QT x (120 + HR) / 180."""
    return qt_ms * (120.0 + heart_rate) / 180.0
