"""WSGI entry point: `gunicorn services.rules.wsgi:app`."""
from .app import create_app

app = create_app()
