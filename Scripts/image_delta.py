"""The issue's measure for comparing TabSnap with another renderer, shared by the comparison
scripts: mean |difference| in 8-bit levels over the premultiplied R, G, B and A of every pixel
either image inks (alpha > 0). Images are PNG paths or straight-alpha RGBA numpy arrays."""
import numpy as np
from PIL import Image


def premultiplied(image):
    a = np.asarray(image if isinstance(image, np.ndarray) else Image.open(image).convert("RGBA"), dtype=np.float64)
    return np.concatenate([a[:, :, :3] * a[:, :, 3:4] / 255.0, a[:, :, 3:4]], axis=2), a[:, :, 3]


def mean_delta(ours, theirs):
    a, aa = premultiplied(ours)
    b, ba = premultiplied(theirs)
    inked = (aa > 0) | (ba > 0)
    return float(np.abs(a - b)[inked].mean()) if inked.any() else 0.0


def max_delta(ours, theirs):
    """The largest |difference| in 8-bit levels over premultiplied R, G, B and A of any pixel."""
    a, _ = premultiplied(ours)
    b, _ = premultiplied(theirs)
    return float(np.abs(a - b).max()) if a.size else 0.0


def averaged_down(straight, k):
    """A straight-alpha RGBA array k times the size, averaged down k×k in premultiplied RGBA:
    premultiplied float RGBA in 0...255 (the exact-coverage references: an engine's own
    anti-aliasing error divided by k). A ragged edge past whole k×k blocks is dropped."""
    a = np.asarray(straight, dtype=np.float64)
    pre = np.concatenate([a[:, :, :3] * a[:, :, 3:4] / 255.0, a[:, :, 3:4]], axis=2)
    h, w = a.shape[0] // k, a.shape[1] // k
    return pre[:h * k, :w * k].reshape(h, k, w, k, 4).mean(axis=(1, 3))


def over(src, dst):
    """Premultiplied float RGBA `src` composited source-over onto `dst` (None: nothing yet)."""
    return src if dst is None else src + dst * (1 - src[:, :, 3:4] / 255.0)


def straightened(pre):
    """Premultiplied float RGBA back to rounded straight-alpha 8-bit RGBA."""
    alpha = pre[:, :, 3:4]
    rgb = np.where(alpha > 0, pre[:, :, :3] * 255.0 / np.maximum(alpha, 1e-9), 0)
    return np.clip(np.rint(np.concatenate([rgb, alpha], axis=2)), 0, 255).astype(np.uint8)
